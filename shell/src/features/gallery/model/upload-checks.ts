// Mirrors the API's rules (uploads module) so a wrong file is named before anything is sent.
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_TYPES.join(',');

/** Why a chosen file cannot be uploaded, or null when it may be sent. */
export const uploadProblem = (file: Pick<File, 'name' | 'size' | 'type'>): string | null => {
  if (file.size > MAX_UPLOAD_BYTES) return `Too large: ${file.name} is over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return `Wrong type: ${file.name} is not a JPEG, PNG or WebP image or a PDF`;
  return null;
};

/** Overall progress of a batch, weighted by size, 0–100. */
export const overallPercent = (items: { size: number; loaded: number }[]): number => {
  const total = items.reduce((sum, item) => sum + item.size, 0);
  if (total === 0) return 0;
  const loaded = items.reduce((sum, item) => sum + Math.min(item.loaded, item.size), 0);
  return Math.round((loaded / total) * 100);
};
