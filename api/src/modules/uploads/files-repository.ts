import type { Kysely } from 'kysely';

// Tables of other modules whose `profile_photo_id` points at a file.
const PROFILE_PHOTO_TABLES = ['trucks', 'customers'] as const;

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
export const createFilesRepository = (anyDb: Kysely<any>) => {
  const db = anyDb as unknown as Kysely<{ files: FileRow }>;
  return {
    async insertMany(rows: Omit<FileRow, 'id'>[]): Promise<FileRow[]> {
      return db.transaction().execute(async (trx) => {
        const inserted: FileRow[] = [];
        for (const row of rows) {
          const { id } = await trx.insertInto('files').values(row as FileRow).returning('id').executeTakeFirstOrThrow();
          inserted.push(await trx.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
        }
        return inserted;
      });
    },

    findByIdOrDocumentId: (key: string): Promise<FileRow | undefined> =>
      /^\d+$/.test(key)
        ? db.selectFrom('files').selectAll().where('id', '=', Number(key)).executeTakeFirst()
        : db.selectFrom('files').selectAll().where('document_id', '=', key).executeTakeFirst(),

    /**
     * Deletes the row unless a truck or customer still shows it as profile photo; the check and the
     * delete share one transaction. Answers 'deleted', 'in-use' or 'missing'.
     */
    removeUnlessProfilePhoto: (id: number): Promise<'deleted' | 'in-use' | 'missing'> =>
      db.transaction().execute(async (trx) => {
        const anyTrx = trx as unknown as Kysely<any>;
        for (const table of PROFILE_PHOTO_TABLES) {
          const user = await anyTrx.selectFrom(table).select('id').where('profile_photo_id', '=', id).limit(1).executeTakeFirst();
          if (user) return 'in-use';
        }
        const result = await trx.deleteFrom('files').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0 ? 'deleted' : 'missing';
      }),
  };
};

export type FilesRepository = ReturnType<typeof createFilesRepository>;
