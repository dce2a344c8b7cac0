import { Center, Image, Text } from '@haulage/shared/ui';
import { isImage, type GalleryFile } from '../model/gallery-file';

/** The thumbnail of an image, or a document badge (documents have no thumbnail). */
export const FilePreview = ({ file, apiUrl, large }: { file: GalleryFile; apiUrl: string; large?: boolean }) => {
  if (!isImage(file)) {
    return (
      <Center h={large ? '48' : '32'} bg="bg.muted" rounded="card">
        <Text fontWeight="bold" color="fg.muted">
          {file.mime === 'application/pdf' ? 'PDF' : 'Document'}
        </Text>
      </Center>
    );
  }
  const url = large ? file.url : (file.formats?.thumbnail?.url ?? file.url);
  return (
    <Image
      src={`${apiUrl}${url}`}
      alt={large ? file.name : `Thumbnail of ${file.name}`}
      w="full"
      h={large ? 'auto' : '32'}
      maxH={large ? '70vh' : undefined}
      objectFit={large ? 'contain' : 'cover'}
      rounded="card"
      loading="lazy"
    />
  );
};
