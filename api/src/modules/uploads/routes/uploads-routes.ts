import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, validationError } from '../../../http/errors';
import { filesContentType, viewerOf } from '../../../content';
import { mediaFileAnswerSchema, mediaFilesAnswerSchema, ownerKindsAnswerSchema } from '../model/file-answers';
import { MAX_UPLOAD_BYTES } from '../services/image';
import { isListedTo, listFiles } from './list-files';
import { ownerKinds } from '../services/media-owners';
import { setServedFileHeaders } from './served-headers';
import { createUploadsService, type IncomingFile, UPLOADS_PREFIX } from '../services/uploads-service';

const MAX_FILES = 10;

/** Reads the `files` parts; too big or too many answers 400 before anything is stored. */
const readFiles = async (request: FastifyRequest): Promise<IncomingFile[]> => {
  if (!request.isMultipart()) throw validationError('Send the files as multipart/form-data in the field "files"');
  const files: IncomingFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'files') files.push({ filename: part.filename, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError(`A file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    if (code === 'FST_FILES_LIMIT') throw validationError(`At most ${MAX_FILES} files per upload`);
    throw error;
  }
  return files;
};

/** `POST /api/upload` (Strapi's media upload), listing, reading and deleting files, and the files under `/uploads/`. */
export const uploadsRoutes = async (app: FastifyInstance): Promise<void> => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES, fields: 20 } });
  // Made at start, not at the first upload: the static server warns about a missing root on a fresh install.
  await mkdir(app.config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.uploadDir,
    prefix: UPLOADS_PREFIX,
    index: false,
    dotfiles: 'deny',
    setHeaders: setServedFileHeaders,
  });
  const uploads = createUploadsService(app, app.config.uploadDir);

  app.post(
    '/api/upload',
    {
      preHandler: app.authorize('upload', 'create'),
      schema: { summary: 'Upload files (multipart), with thumbnails for images', tags: ['upload'] },
      config: { openapi: { status: 201, errors: [413], formBody: true, response: mediaFilesAnswerSchema, bareAnswer: true } },
    },
    async (request, reply) => {
      const stored = await uploads.store(await readFiles(request));
      return reply.status(201).send(stored);
    },
  );

  app.get(
    '/api/upload/files',
    {
      preHandler: app.authorize('upload', 'read'),
      config: { openapi: { entry: filesContentType, list: true } },
      schema: { summary: 'Uploaded files (filters, sort, pagination), each with the owners the user may read', tags: ['upload'] },
    },
    async (request) => listFiles(app, request.query, viewerOf(request)),
  );

  // The kinds of entry that can own a file and that this user may read (the gallery's owner filter).
  app.get(
    '/api/upload/owner-kinds',
    {
      preHandler: app.authorize('upload', 'read'),
      config: { openapi: { response: ownerKindsAnswerSchema, bareAnswer: true } },
      schema: { summary: 'The kinds of entry that can own a file and that the user may read', tags: ['upload'] },
    },
    async (request) => ({
      data: ownerKinds(viewerOf(request)),
    }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/upload/files/:id',
    {
      preHandler: app.authorize('upload', 'read'),
      config: { openapi: { response: mediaFileAnswerSchema, bareAnswer: true } },
      schema: { summary: 'One uploaded file (404 unless the user may read one of its owners, or nothing owns it)', tags: ['upload'] },
    },
    async (request) => {
      const file = await uploads.find(request.params.id);
      if (!file || !(await isListedTo(app, file.id, viewerOf(request)))) throw notFound();
      return file;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/upload/files/:id',
    {
      preHandler: app.authorize('upload', 'delete'),
      schema: { summary: 'Delete an uploaded file', tags: ['upload'] },
      config: { openapi: { status: 204 } },
    },
    async (request, reply) => {
      await uploads.remove(request.params.id);
      return reply.status(204).send();
    },
  );
};
