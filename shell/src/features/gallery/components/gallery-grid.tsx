import { EmptyState, SimpleGrid, Skeleton } from '@haulage/shared/ui';
import type { GalleryFile } from '../model/gallery-file';
import { GalleryItem } from './gallery-item';

interface GalleryGridProps {
  files: GalleryFile[];
  loading: boolean;
  apiUrl: string;
  canDelete: boolean;
  refusals: Record<string, string>;
  onOpen: (file: GalleryFile) => void;
  onDelete: (file: GalleryFile) => void;
  onDismiss: (file: GalleryFile) => void;
}

export const GalleryGrid = ({ files, loading, apiUrl, canDelete, refusals, onOpen, onDelete, onDismiss }: GalleryGridProps) => {
  if (loading)
    return (
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h="52" rounded="card" />
        ))}
      </SimpleGrid>
    );
  if (files.length === 0) return <EmptyState title="No files" description="Nothing matches these filters." />;
  return (
    <SimpleGrid as="ul" aria-label="Files" columns={{ base: 2, md: 4 }} gap="4" listStyleType="none">
      {files.map((file) => (
        <GalleryItem
          key={file.documentId}
          file={file}
          apiUrl={apiUrl}
          canDelete={canDelete}
          refusal={refusals[file.documentId]}
          onOpen={() => onOpen(file)}
          onDelete={() => onDelete(file)}
          onDismiss={() => onDismiss(file)}
        />
      ))}
    </SimpleGrid>
  );
};
