import { CloseButton, Dialog, Heading, Link, Portal, Stack, Text } from '@haulage/shared/ui';
import { formatDateTime } from '@haulage/shared/format';
import { formatSize, type GalleryFile } from '../model/gallery-file';
import { FilePreview } from './file-preview';
import { OwnerLinks } from './owner-links';

interface FileDialogProps {
  file: GalleryFile | null;
  apiUrl: string;
  onClose: () => void;
}

/** The large view: the whole image (or a download link for a document) and who uses it. */
export const FileDialog = ({ file, apiUrl, onClose }: FileDialogProps) => (
  <Dialog.Root
    open={file !== null}
    size="xl"
    onOpenChange={(details) => {
      if (!details.open) onClose();
    }}
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content rounded="card">
          {file ? (
            <>
              <Dialog.Header>
                <Dialog.Title>{file.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FilePreview file={file} apiUrl={apiUrl} large />
                  <Text color="fg.muted">
                    {[
                      file.width && file.height ? `${file.width} × ${file.height}` : null,
                      formatSize(file.size),
                      formatDateTime(file.createdAt),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Link href={`${apiUrl}${file.url}`} target="_blank" rel="noopener" colorPalette="brand">
                    Open the original
                  </Link>
                  <Heading as="h3" size="sm">
                    Used by
                  </Heading>
                  <OwnerLinks owners={file.owners} />
                </Stack>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
