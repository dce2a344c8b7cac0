import { useEffect, useState, type ChangeEvent } from 'react';
import { Box, Field, HStack, Image, Input, Spinner, Text } from '@chakra-ui/react';

export interface ImageUploadFieldProps {
  label: string;
  /** Alt text of the preview, e.g. "Truck photo preview". */
  previewAlt: string;
  /** The stored image's URL (absolute), shown until a new one is chosen. */
  currentUrl: string | null;
  /** Stores the file (the app's `POST /api/upload`) and answers the stored file's id. */
  upload: (file: File) => Promise<{ id: number }>;
  onUploaded: (fileId: number) => void;
  /** A refused file (not an image, too big): the app tells the user. */
  onError: (error: unknown) => void;
  canUpload: boolean;
  /** `cover` for photos, `contain` for logos. */
  fit?: 'cover' | 'contain';
}

/** Uploads the chosen image at once, shows a preview, and hands the stored file's id to the form. */
export const ImageUploadField = ({
  label,
  previewAlt,
  currentUrl,
  upload,
  onUploaded,
  onError,
  canUpload,
  fit = 'cover',
}: ImageUploadFieldProps) => {
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      onUploaded((await upload(file)).id);
    } catch (error) {
      setPreview(null);
      input.value = '';
      onError(error);
    } finally {
      setUploading(false);
    }
  };

  const shown = preview ?? currentUrl;
  return (
    <Field.Root disabled={!canUpload}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="4" align="center">
        <Box w="96px" h="72px" borderWidth="1px" rounded="card" overflow="hidden" bg="bg.muted">
          {shown ? <Image src={shown} alt={previewAlt} w="full" h="full" objectFit={fit} /> : null}
        </Box>
        <Input type="file" accept="image/*" onChange={choose} disabled={!canUpload || uploading} p="2" />
        {uploading ? <Spinner size="sm" aria-label="Uploading" /> : null}
      </HStack>
      {!canUpload ? (
        <Text color="fg.muted" fontSize="sm">
          You cannot upload files.
        </Text>
      ) : null}
    </Field.Root>
  );
};
