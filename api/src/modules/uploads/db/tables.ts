import type { EntryColumns } from '../../../db/database';

/** Uploaded files (files-migration.ts). */
export interface FileTable extends EntryColumns {
  name: string;
  url: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  formats: string | null;
}

declare module '../../../db/database' {
  interface Database {
    files: FileTable;
  }
}
