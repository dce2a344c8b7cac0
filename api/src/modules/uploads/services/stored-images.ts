import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Executor, PublishingHost } from '../../../content';
import { createFilesRepository } from '../repository/files-repository';
import { inspectImage } from './image';
import { createUploadsService, type IncomingFile, UPLOADS_PREFIX } from './uploads-service';

/** Whether the bytes are a JPEG, PNG or WebP image (the bytes decide, never the name). */
export const isImage = async (bytes: Buffer): Promise<boolean> => (await inspectImage(bytes)) !== null;

/** Stores files as POST /api/upload does (metadata stripped, thumbnails), for another module's own upload route. */
export const storeFiles = (app: PublishingHost & { config: { uploadDir: string } }, files: IncomingFile[]) =>
  createUploadsService(app, app.config.uploadDir).store(files);

/** A stored file's name, type and bytes, for another module that sends or prints it (a proof's signature). */
export interface StoredFile {
  name: string;
  mime: string;
  bytes: Buffer;
}

/** Reads a stored file by id from the upload folder; null when its row or its bytes are gone. */
export const readStoredFile = async (db: Executor, uploadDir: string, id: number): Promise<StoredFile | null> => {
  const row = await createFilesRepository(db).findByIdOrDocumentId(String(id));
  if (!row?.url.startsWith(UPLOADS_PREFIX)) return null;
  try {
    return { name: row.name, mime: row.mime, bytes: await readFile(join(uploadDir, basename(row.url))) };
  } catch {
    return null;
  }
};
