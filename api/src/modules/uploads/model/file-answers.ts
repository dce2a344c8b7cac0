import type { MediaFile, OwnerKind } from '@haulage/shared/contracts';
import { z } from 'zod';

// What the upload routes answer (documentation: the OpenAPI document is made from these).

const thumbnail = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** A stored file as Strapi's upload answers it, plain (not `{data, meta}`). */
export const mediaFileAnswerSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  formats: z.object({ thumbnail: thumbnail.optional() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<MediaFile>;

export const mediaFilesAnswerSchema = z.array(mediaFileAnswerSchema);

/** `{data: [{kind, label}]}`, whole. */
export const ownerKindsAnswerSchema = z.object({
  data: z.array(z.object({ kind: z.string(), label: z.string() }) satisfies z.ZodType<OwnerKind>),
});
