import { PROOF_MAX_FILE_BYTES, PROOF_MAX_PHOTOS } from '@haulage/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { validationError } from '../../../../http/errors';
import { refusedField } from '../services/driver-action';

export interface ProofParts {
  fields: Record<string, string>;
  signature: { filename: string; bytes: Buffer } | null;
  photos: { filename: string; bytes: Buffer }[];
}

/** The proof's multipart parts; a file too big or too many answers 400 before anything is stored. */
export const readProofParts = async (request: FastifyRequest): Promise<ProofParts> => {
  if (!request.isMultipart()) throw validationError('Send the proof as multipart/form-data');
  const parts: ProofParts = { fields: {}, signature: null, photos: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') parts.fields[part.fieldname] = part.value;
        continue;
      }
      const file = { filename: part.filename, bytes: await part.toBuffer() };
      if (part.fieldname === 'signature') parts.signature = file;
      else if (part.fieldname === 'photos' || part.fieldname === 'photos[]') parts.photos.push(file);
      else throw refusedField(part.fieldname, `${part.fieldname} is not a file of a proof (signature, photos)`);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusedField('photos', `A file is larger than ${PROOF_MAX_FILE_BYTES / 1024 / 1024} MB`);
    if (code === 'FST_FILES_LIMIT') throw refusedField('photos', `At most ${PROOF_MAX_PHOTOS} photos and a signature`);
    throw error;
  }
  return parts;
};
