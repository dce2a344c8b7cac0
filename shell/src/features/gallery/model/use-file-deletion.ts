import { useState } from 'react';
import { useShell } from '../../../chrome/shell-context';
import { useDeleteFileMutation } from '../api/delete-file';
import type { GalleryFile } from './gallery-file';

/**
 * Asks before deleting; a refusal (the file is in use: the API names the owner) stays at the item
 * until the user dismisses it or tries again, instead of a toast that vanishes.
 */
export const useFileDeletion = () => {
  const { services } = useShell();
  const [deleteFile] = useDeleteFileMutation();
  const [pending, setPending] = useState<GalleryFile | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});

  const dismiss = (file: GalleryFile) => setRefusals(({ [file.documentId]: _gone, ...rest }) => rest);

  const ask = (file: GalleryFile) => {
    dismiss(file);
    setPending(file);
  };

  const confirm = async () => {
    if (!pending) return;
    const file = pending;
    const result = await deleteFile(file.documentId);
    if ('error' in result && result.error) {
      const message = (result.error as { message?: string }).message ?? 'The file could not be deleted';
      setRefusals((current) => ({ ...current, [file.documentId]: message }));
      return;
    }
    services.feedback.toast('success', `${file.name} is deleted`);
  };

  return { pending, refusals, ask, confirm, cancel: () => setPending(null), dismiss };
};
