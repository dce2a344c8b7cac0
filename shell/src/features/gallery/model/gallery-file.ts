import type { FileOwner, GalleryFile } from '@haulage/shared/contracts';
import { formatBytes } from '@haulage/shared/format';

export type { FileOwner, GalleryFile, OwnerKind } from '@haulage/shared/contracts';
export const isImage = (file: Pick<GalleryFile, 'mime'>): boolean => file.mime.startsWith('image/');

/** "Profile photo of truck Scania R 450" */
export const describeOwner = (owner: FileOwner): string =>
  `${owner.fieldLabel.charAt(0).toUpperCase()}${owner.fieldLabel.slice(1)} of ${owner.kindLabel} ${owner.name}`;

/** The platform's file size: "840 KB", "1,5 MB". */
export const formatSize = (bytes: number): string => formatBytes(bytes);
