import { useCallback, useState } from 'react';
import { toApiError } from '@haulage/shared/api';
import { uploadFile } from '../api/upload-file';
import { uploadProblem } from './upload-checks';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  loaded: number;
  status: UploadStatus;
  error: string | null;
}

// A few at a time: each file shows its own progress without the batch starving the browser's connections.
const PARALLEL = 3;
let counter = 0;

/** A batch of uploads: checks each file first, then sends the good ones, tracking each one's progress. */
export const useUploads = (onBatchDone: (stored: number) => void) => {
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    async (files: File[]) => {
      const batch = files.map((file) => {
        const problem = uploadProblem(file);
        const item: UploadItem = {
          key: `upload-${++counter}`,
          name: file.name,
          size: file.size,
          loaded: 0,
          status: problem ? 'failed' : 'waiting',
          error: problem,
        };
        return { file, item };
      });
      setItems(batch.map(({ item }) => item));
      const queue = batch.filter(({ item }) => item.status === 'waiting');
      let stored = 0;
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { file, item } = next;
          update(item.key, { status: 'uploading' });
          try {
            await uploadFile(file, (loaded) => update(item.key, { loaded: Math.min(loaded, item.size) }));
            update(item.key, { status: 'done', loaded: item.size });
            stored += 1;
          } catch (error) {
            update(item.key, { status: 'failed', error: toApiError(error).message });
          }
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      onBatchDone(stored);
    },
    [onBatchDone, update],
  );

  const clear = useCallback(() => setItems([]), []);
  return { items, start, clear };
};
