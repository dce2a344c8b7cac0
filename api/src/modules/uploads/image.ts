import sharp from 'sharp';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const THUMBNAIL_WIDTH = 245;

const FORMATS = { jpeg: { mime: 'image/jpeg', ext: 'jpg' }, png: { mime: 'image/png', ext: 'png' }, webp: { mime: 'image/webp', ext: 'webp' } } as const;

export interface InspectedImage {
  mime: string;
  ext: string;
  width: number;
  height: number;
}

/** What the bytes are (never the name or the client's content type); null unless JPEG, PNG or WebP. */
export const inspectImage = async (bytes: Buffer): Promise<InspectedImage | null> => {
  try {
    const meta = await sharp(bytes).metadata();
    const known = FORMATS[meta.format as keyof typeof FORMATS];
    if (!known || !meta.width || !meta.height) return null;
    return { ...known, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
};

/** A copy at most THUMBNAIL_WIDTH wide, in the original's format. */
export const makeThumbnail = async (bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> => {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
