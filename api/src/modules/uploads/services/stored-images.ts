import type { PublishingHost } from '../../../content';
import { inspectImage } from './image';
import { createUploadsService, type IncomingFile } from './uploads-service';

/** Whether the bytes are a JPEG, PNG or WebP image (the bytes decide, never the name). */
export const isImage = async (bytes: Buffer): Promise<boolean> => (await inspectImage(bytes)) !== null;

/** Stores files as POST /api/upload does (metadata stripped, thumbnails), for another module's own upload route. */
export const storeFiles = (app: PublishingHost & { config: { uploadDir: string } }, files: IncomingFile[]) =>
  createUploadsService(app, app.config.uploadDir).store(files);
