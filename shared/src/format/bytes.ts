import { formatNumber } from './numbers';

/** A file size: "840 KB", "1,5 MB" (at least 1 KB, so a tiny file does not read as empty). */
export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${formatNumber(bytes / 1024 / 1024, { maxDecimals: 1 })} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
