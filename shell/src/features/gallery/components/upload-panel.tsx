import { useCallback, type ChangeEvent } from 'react';
import { Card, Field, Heading, Input, Text } from '@haulage/shared/ui';
import { useShell } from '../../../chrome/shell-context';
import { useShellDispatch } from '../../../store/store';
import { galleryApi } from '../api/gallery-api';
import { ACCEPT_ATTRIBUTE } from '../model/upload-checks';
import { useUploads } from '../model/use-uploads';
import { UploadProgressList } from './upload-progress-list';

/** Choose several files at once; each uploads with its own progress, and the list reloads after. */
export const UploadPanel = () => {
  const { services } = useShell();
  const dispatch = useShellDispatch();
  const done = useCallback(
    (stored: number) => {
      if (stored > 0) {
        dispatch(galleryApi.util.invalidateTags(['GalleryFile']));
        services.feedback.toast('success', `${stored} ${stored === 1 ? 'file' : 'files'} uploaded`);
      }
    },
    [dispatch, services.feedback],
  );
  const { items, start } = useUploads(done);
  const busy = items.some((item) => item.status === 'waiting' || item.status === 'uploading');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so choosing the same files again starts a new batch.
    event.target.value = '';
    if (files.length > 0) void start(files);
  };

  return (
    <Card.Root mb="gutter">
      <Card.Body>
        <Heading as="h2" size="md" mb="3">
          Upload
        </Heading>
        <Field.Root disabled={busy}>
          <Field.Label>Upload files</Field.Label>
          <Input type="file" multiple accept={ACCEPT_ATTRIBUTE} onChange={choose} p="2" />
          <Text color="fg.muted" fontSize="sm">
            JPEG, PNG or WebP images and PDF documents, up to 10 MB each.
          </Text>
        </Field.Root>
        {items.length > 0 ? <UploadProgressList items={items} /> : null}
      </Card.Body>
    </Card.Root>
  );
};
