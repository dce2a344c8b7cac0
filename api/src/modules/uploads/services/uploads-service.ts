import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createId } from '@paralleldrive/cuid2';
import type { MediaFile } from '@haulage/shared/contracts';
import { inPublishingTransaction, type PublishingHost } from '../../../content';
import { applicationError, notFound, validationError } from '../../../http/errors';
import { createFilesRepository, type FileRow } from '../repository/files-repository';
import { ACCEPTED_DESCRIPTION, inspectUpload } from '../model/stored-form';

export interface IncomingFile {
  filename: string;
  bytes: Buffer;
}

export const UPLOADS_PREFIX = '/uploads/';

export const toMediaFile = (row: FileRow): MediaFile & { createdAt: string; updatedAt: string } => ({
  id: Number(row.id),
  documentId: row.document_id,
  name: row.name,
  url: row.url,
  mime: row.mime,
  size: Number(row.size),
  width: row.width === null ? null : Number(row.width),
  height: row.height === null ? null : Number(row.height),
  formats: row.formats ? (JSON.parse(row.formats) as MediaFile['formats']) : null,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

// Control characters in a client's file name would end up in headers and logs.
const displayName = (filename: string): string =>
  [...basename(filename)]
    .filter((c) => c.charCodeAt(0) >= 0x20)
    .join('')
    .slice(0, 200) || 'file';

const eventOf = (row: FileRow) => ({ id: Number(row.id), documentId: row.document_id });

/** Files' rows are written in one transaction; `upload` subscribers hear of them once it committed. */
export const createUploadsService = (host: PublishingHost, uploadDir: string) => {
  const repo = createFilesRepository(host.db);
  return {
    /** Checks every file first, so a bad one in a batch leaves nothing written. */
    async store(files: IncomingFile[]) {
      if (files.length === 0) throw validationError('No file uploaded: send files in the multipart field "files"');
      const inspected = await Promise.all(files.map(async (file) => ({ file, store: await inspectUpload(file.bytes) })));
      const bad = inspected.find((entry) => entry.store === null);
      if (bad) throw validationError(`${displayName(bad.file.filename)} is not ${ACCEPTED_DESCRIPTION}`);
      await mkdir(uploadDir, { recursive: true });
      const written: string[] = [];
      try {
        const now = new Date().toISOString();
        const rows: Omit<FileRow, 'id'>[] = [];
        for (const { file, store } of inspected) {
          // A header can read well over pixels that do not (a cut-off file): the client's mistake, not ours.
          const form = await store!().catch(() => {
            throw validationError(`${displayName(file.filename)} is not ${ACCEPTED_DESCRIPTION}`);
          });
          const stem = randomBytes(16).toString('hex');
          const original = `${stem}.${form.ext}`;
          const thumbnail = form.thumbnail ? { name: `thumbnail_${stem}.${form.ext}`, ...form.thumbnail } : null;
          for (const [name, data] of [[original, form.data], ...(thumbnail ? [[thumbnail.name, thumbnail.data] as const] : [])] as const) {
            await writeFile(join(uploadDir, name), data, { flag: 'wx' });
            written.push(join(uploadDir, name));
          }
          rows.push({
            document_id: createId(),
            name: displayName(file.filename),
            url: `${UPLOADS_PREFIX}${original}`,
            mime: form.mime,
            size: form.data.length,
            width: form.width,
            height: form.height,
            formats: thumbnail
              ? JSON.stringify({
                  thumbnail: { url: `${UPLOADS_PREFIX}${thumbnail.name}`, width: thumbnail.width, height: thumbnail.height },
                })
              : null,
            created_at: now,
            updated_at: now,
            published_at: now,
          });
        }
        const inserted = await inPublishingTransaction(host, async ({ trx, publish }) => {
          const inserted = await createFilesRepository(trx).insertMany(rows);
          for (const row of inserted) publish('upload', 'created', eventOf(row));
          return inserted;
        });
        return inserted.map(toMediaFile);
      } catch (error) {
        await Promise.all(written.map((path) => rm(path, { force: true })));
        throw error;
      }
    },

    async find(key: string) {
      const row = await repo.findByIdOrDocumentId(key);
      return row ? toMediaFile(row) : undefined;
    },

    /** Deletes the file's row, then its original and thumbnail; refused while any entry uses it (400, as other refusals). */
    async remove(key: string) {
      const row = await repo.findByIdOrDocumentId(key);
      if (!row) throw notFound();
      const outcome = await inPublishingTransaction(host, async ({ trx, publish }) => {
        const outcome = await createFilesRepository(trx).removeUnlessUsed(Number(row.id));
        if (outcome.kind === 'deleted') publish('upload', 'deleted', eventOf(row));
        return outcome;
      });
      if (outcome.kind === 'missing') throw notFound();
      if (outcome.kind === 'in-use') {
        const { description, ...owner } = outcome.user;
        throw applicationError(`This file is ${description}`, { owner });
      }
      const file = toMediaFile(row);
      const urls = [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)];
      // basename: a stored url can only name a file directly inside the upload directory.
      await Promise.all(urls.map((url) => rm(join(uploadDir, basename(url)), { force: true })));
      return file;
    },
  };
};
