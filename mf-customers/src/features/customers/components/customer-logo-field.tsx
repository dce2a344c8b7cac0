import { useEffect, useState, type ChangeEvent } from 'react';
import { Box, Field, HStack, Image, Input, Spinner, Text } from '@haulage/shared/ui';
import { errorMessage, useCan, usePlatform } from '#lib';
import { useUploadFileMutation } from '../api/upload-file';

interface Props {
  /** The current logo's URL (absolute), shown until a new one is chosen. */
  currentUrl: string | null;
  onUploaded: (fileId: number) => void;
}

/** Uploads the chosen image at once (`POST /api/upload`) and hands its id to the form. */
export const CustomerLogoField = ({ currentUrl, onUploaded }: Props) => {
  const { feedback } = usePlatform();
  const canUpload = useCan('upload', 'create');
  const [upload, { isLoading }] = useUploadFileMutation();
  const [preview, setPreview] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    try {
      const stored = await upload(file).unwrap();
      onUploaded(stored.id);
    } catch (error) {
      setPreview(null);
      event.target.value = '';
      feedback.toast('error', errorMessage(error, 'Upload failed'));
    }
  };

  const shown = preview ?? currentUrl;
  return (
    <Field.Root disabled={!canUpload}>
      <Field.Label>Company logo</Field.Label>
      <HStack gap="4" align="center">
        <Box w="96px" h="72px" borderWidth="1px" rounded="card" overflow="hidden" bg="bg.muted">
          {shown ? <Image src={shown} alt="Company logo preview" w="full" h="full" objectFit="contain" /> : null}
        </Box>
        <Input type="file" accept="image/*" onChange={choose} disabled={!canUpload || isLoading} p="2" />
        {isLoading ? <Spinner size="sm" aria-label="Uploading" /> : null}
      </HStack>
      {!canUpload ? <Text color="fg.muted" fontSize="sm">You cannot upload files.</Text> : null}
    </Field.Root>
  );
};
