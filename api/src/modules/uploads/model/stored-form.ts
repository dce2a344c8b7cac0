import { inspectImage, makeThumbnail, withoutMetadata } from '../services/image';

/** What a file is stored as: its bytes, and for an image the thumbnail and size. */
export interface StoredForm {
  mime: string;
  ext: string;
  data: Buffer;
  width: number | null;
  height: number | null;
  thumbnail: { data: Buffer; width: number; height: number } | null;
}

export const ACCEPTED_DESCRIPTION = 'a JPEG, PNG or WebP image or a PDF document';

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * Reads what the bytes are (never the name or the client's content type). A PDF is stored as
 * sent and served only as a download (served-headers.ts), so it never runs in this origin.
 */
export const inspectUpload = async (bytes: Buffer): Promise<(() => Promise<StoredForm>) | null> => {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return async () => ({ mime: 'application/pdf', ext: 'pdf', data: bytes, width: null, height: null, thumbnail: null });
  }
  const image = await inspectImage(bytes);
  if (!image) return null;
  return async () => {
    const clean = await withoutMetadata(bytes, image.ext);
    return {
      mime: image.mime,
      ext: image.ext,
      data: clean.data,
      width: clean.width,
      height: clean.height,
      thumbnail: await makeThumbnail(clean.data),
    };
  };
};
