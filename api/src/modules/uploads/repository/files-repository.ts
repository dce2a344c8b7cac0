import type { Kysely } from 'kysely';
import { type Executor, isPostgres } from '../../../content';
import { findFileUser, type FileUser } from './file-users';

export type RemoveOutcome = { kind: 'deleted' } | { kind: 'missing' } | { kind: 'in-use'; user: FileUser };

export interface FileRow {
  id: number;
  document_id: string;
  name: string;
  url: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  formats: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

/** The only code that reads or writes the files table. */
export const createFilesRepository = (executor: Executor) => {
  const db = executor as unknown as Kysely<{ files: FileRow }>;
  return {
    /** Inside the caller's transaction (all of a batch or none). */
    async insertMany(rows: Omit<FileRow, 'id'>[]): Promise<FileRow[]> {
      const inserted: FileRow[] = [];
      for (const row of rows) {
        const { id } = await db
          .insertInto('files')
          .values(row as FileRow)
          .returning('id')
          .executeTakeFirstOrThrow();
        inserted.push(await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
      }
      return inserted;
    },

    findByIdOrDocumentId: (key: string): Promise<FileRow | undefined> =>
      /^\d+$/.test(key)
        ? db.selectFrom('files').selectAll().where('id', '=', Number(key)).executeTakeFirst()
        : db.selectFrom('files').selectAll().where('document_id', '=', key).executeTakeFirst(),

    /**
     * Deletes the row unless an entry of any registered type still uses it. The file row is
     * locked first (PostgreSQL), and a write attaching a file locks it `for key share`, so a
     * concurrent attach either commits before this check sees it or finds the file gone. Inside
     * the caller's transaction, which holds the lock until it ends.
     */
    async removeUnlessUsed(id: number): Promise<RemoveOutcome> {
      const lookup = db.selectFrom('files').select('id').where('id', '=', id);
      if (!(await (isPostgres(db) ? lookup.forUpdate() : lookup).executeTakeFirst())) return { kind: 'missing' };
      const user = await findFileUser(db, id);
      if (user) return { kind: 'in-use', user };
      await db.deleteFrom('files').where('id', '=', id).execute();
      return { kind: 'deleted' };
    },
  };
};

export type FilesRepository = ReturnType<typeof createFilesRepository>;
