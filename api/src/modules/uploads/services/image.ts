import type { Sharp, SharpOptions } from 'sharp';

// sharp (libvips) costs ~20 MB of resident memory once loaded; most API processes never receive an
// image, so it loads with the first upload instead of at start (the API is held to 200 MB).
let loading: Promise<(input: Buffer, options?: SharpOptions) => Sharp> | null = null;
const sharpOf = async (bytes: Buffer): Promise<Sharp> => {
  loading ??= import('sharp').then((module) => module.default);
  return (await loading)(bytes);
};

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const THUMBNAIL_WIDTH = 245;

const FORMATS = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
} as const;

export interface InspectedImage {
  mime: string;
  ext: string;
  width: number;
  height: number;
}

/** What the bytes are (never the name or the client's content type); null unless JPEG, PNG or WebP. */
export const inspectImage = async (bytes: Buffer): Promise<InspectedImage | null> => {
  try {
    const meta = await (await sharpOf(bytes)).metadata();
    const known = FORMATS[meta.format as keyof typeof FORMATS];
    if (!known || !meta.width || !meta.height) return null;
    return { ...known, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
};

// High enough that a re-encoded photo shows no visible loss; PNG stays lossless.
const QUALITY = 90;

/**
 * The image as it will be stored: turned upright by its EXIF orientation, then written in the same
 * format WITHOUT metadata (sharp drops it unless asked to keep it), so a phone photo's GPS position,
 * camera serial and the like never reach anyone who can download the file.
 */
export const withoutMetadata = async (bytes: Buffer, ext: string): Promise<{ data: Buffer; width: number; height: number }> => {
  const image = (await sharpOf(bytes)).rotate();
  const encoded = ext === 'png' ? image.png() : ext === 'webp' ? image.webp({ quality: QUALITY }) : image.jpeg({ quality: QUALITY });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** A copy at most THUMBNAIL_WIDTH wide, in the original's format. */
export const makeThumbnail = async (bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> => {
  const { data, info } = await (
    await sharpOf(bytes)
  )
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
