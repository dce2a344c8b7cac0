import { PROOF_MAX_FILE_BYTES, PROOF_MAX_PHOTOS } from '@haulage/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { validationError } from '../../../../http/errors';
import { refusedField } from '../services/driver-action';

export interface UploadedPart {
  filename: string;
  bytes: Buffer;
}

export interface ProofParts {
  fields: Record<string, string>;
  signature: UploadedPart | null;
  photos: UploadedPart[];
}

export interface ProblemParts {
  fields: Record<string, string>;
  photos: UploadedPart[];
}

/** A road report's multipart parts; a file too big or too many answers 400 before anything is stored. */
const readParts = async (request: FastifyRequest, what: 'proof' | 'problem', fileFields: readonly string[]) => {
  if (!request.isMultipart()) throw validationError(`Send the ${what} as multipart/form-data`);
  const fields: Record<string, string> = {};
  const files: (UploadedPart & { field: string })[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const field = part.fieldname.replace(/\[\]$/, '');
      if (!fileFields.includes(field))
        throw refusedField(part.fieldname, `${part.fieldname} is not a file of a ${what} (${fileFields.join(', ')})`);
      files.push({ field, filename: part.filename, bytes: await part.toBuffer() });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusedField('photos', `A file is larger than ${PROOF_MAX_FILE_BYTES / 1024 / 1024} MB`);
    if (code === 'FST_FILES_LIMIT')
      throw refusedField(
        'photos',
        what === 'proof' ? `At most ${PROOF_MAX_PHOTOS} photos and a signature` : `At most ${PROOF_MAX_PHOTOS} photos`,
      );
    throw error;
  }
  const of = (field: string): UploadedPart[] =>
    files.filter((file) => file.field === field).map(({ filename, bytes }) => ({ filename, bytes }));
  return { fields, of };
};

/** The proof's parts: its text fields, the `signature` and the `photos`. */
export const readProofParts = async (request: FastifyRequest): Promise<ProofParts> => {
  const { fields, of } = await readParts(request, 'proof', ['signature', 'photos']);
  return { fields, signature: of('signature').at(-1) ?? null, photos: of('photos') };
};

/** A problem's parts when the driver took photos: its text fields and the `photos`. */
export const readProblemParts = async (request: FastifyRequest): Promise<ProblemParts> => {
  const { fields, of } = await readParts(request, 'problem', ['photos']);
  if (of('photos').length > PROOF_MAX_PHOTOS) throw refusedField('photos', `At most ${PROOF_MAX_PHOTOS} photos`);
  return { fields, photos: of('photos') };
};
