import { Alert, Button, Card, HStack, Stack, Text } from '@haulage/shared/ui';
import { describeOwner, formatSize, type GalleryFile } from '../model/gallery-file';
import { FilePreview } from './file-preview';

interface GalleryItemProps {
  file: GalleryFile;
  apiUrl: string;
  canDelete: boolean;
  /** Why the last delete was refused; shown here until the user acts on it. */
  refusal: string | undefined;
  onOpen: () => void;
  onDelete: () => void;
  onDismiss: () => void;
}

export const GalleryItem = ({ file, apiUrl, canDelete, refusal, onOpen, onDelete, onDismiss }: GalleryItemProps) => (
  <Card.Root as="li" aria-label={file.name} size="sm" overflow="hidden">
    <Card.Body gap="2">
      <FilePreview file={file} apiUrl={apiUrl} />
      <Text fontWeight="semibold" truncate title={file.name}>
        {file.name}
      </Text>
      <Text fontSize="sm" color="fg.muted" truncate>
        {file.owners.length > 0 ? file.owners.map(describeOwner).join(', ') : `Not in use · ${formatSize(file.size)}`}
      </Text>
      {refusal ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Stack gap="1" flex="1">
            <Alert.Description role="alert">{refusal}</Alert.Description>
            <Button size="xs" variant="outline" alignSelf="start" onClick={onDismiss}>
              Dismiss
            </Button>
          </Stack>
        </Alert.Root>
      ) : null}
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={onOpen} aria-label={`Open ${file.name}`}>
          Open
        </Button>
        {canDelete ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Delete ${file.name}`}>
            Delete
          </Button>
        ) : null}
      </HStack>
    </Card.Body>
  </Card.Root>
);
