import type { Kysely } from 'kysely';

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
  };
};

export type FilesRepository = ReturnType<typeof createFilesRepository>;
