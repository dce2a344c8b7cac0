import { useState } from 'react';
import { can } from '@haulage/shared/contracts';
import { usePageTitle } from '@haulage/shared/platform';
import { Box, ConfirmDialog, ErrorState, PageHeader, TablePagination } from '@haulage/shared/ui';
import { useShell } from '../../../chrome/shell-context';
import { usePageMounted } from '../../../chrome/use-page-mounted';
import { useShellSelector } from '../../../store/store';
import { useGetFilesQuery } from '../api/get-files';
import { useGetOwnerKindsQuery } from '../api/get-owner-kinds';
import { FileDialog } from '../components/file-dialog';
import { GalleryFilters } from '../components/gallery-filters';
import { GalleryGrid } from '../components/gallery-grid';
import { UploadPanel } from '../components/upload-panel';
import type { GalleryFile } from '../model/gallery-file';
import { useFileDeletion } from '../model/use-file-deletion';
import { useGalleryParams } from '../model/use-gallery-params';

/** Every uploaded photo and document, filtered by owner kind, kind and name, 20 a page. */
export const GalleryPage = () => {
  usePageMounted();
  usePageTitle('Gallery');
  const { services } = useShell();
  const type = useShellSelector((s) => s.auth.user?.type);
  const canWrite = can(type, 'upload', 'create');
  const [params, setParams] = useGalleryParams();
  const files = useGetFilesQuery(params);
  const kinds = useGetOwnerKindsQuery();
  const deletion = useFileDeletion();
  const [open, setOpen] = useState<GalleryFile | null>(null);
  const pagination = files.data?.meta.pagination;
  const apiUrl = services.platform.apiUrl;

  return (
    <Box p="gutter" maxW="6xl" mx="auto">
      <PageHeader title="Gallery" description="Every uploaded photo and document, and what it belongs to." />
      {canWrite ? <UploadPanel /> : null}
      <GalleryFilters params={params} ownerKinds={kinds.data ?? []} onChange={setParams} />
      {files.isError ? (
        <ErrorState message="The files could not be loaded." onRetry={() => void files.refetch()} />
      ) : (
        <GalleryGrid
          files={files.data?.data ?? []}
          loading={files.isLoading}
          apiUrl={apiUrl}
          canDelete={can(type, 'upload', 'delete')}
          refusals={deletion.refusals}
          onOpen={setOpen}
          onDelete={deletion.ask}
          onDismiss={deletion.dismiss}
        />
      )}
      <TablePagination
        page={params.page}
        pageCount={pagination && 'pageCount' in pagination ? (pagination.pageCount ?? 1) : 1}
        total={pagination?.total}
        onPageChange={(page) => setParams({ page })}
      />
      <FileDialog file={open} apiUrl={apiUrl} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={deletion.pending !== null}
        title="Delete file"
        body={`Delete ${deletion.pending?.name ?? 'this file'}? This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </Box>
  );
};
