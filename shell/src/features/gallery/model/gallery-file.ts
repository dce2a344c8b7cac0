import { formatBytes } from '@haulage/shared/format';
/** An entry that uses a file, as `GET /api/upload/files` answers it (only kinds the user may read). */
export interface FileOwner {
  kind: string;
  /** 'truck' */
  kindLabel: string;
  documentId: string;
  name: string;
  field: string;
  /** 'profile photo' */
  fieldLabel: string;
  /** The entry's page in the back office, or null when its kind has none yet. */
  path: string | null;
}

export interface GalleryFile {
  id: number;
  documentId: string;
  name: string;
  url: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  formats: { thumbnail?: { url: string; width: number; height: number } } | null;
  createdAt: string;
  owners: FileOwner[];
}

export interface OwnerKind {
  kind: string;
  label: string;
}

export const isImage = (file: Pick<GalleryFile, 'mime'>): boolean => file.mime.startsWith('image/');

/** "Profile photo of truck Scania R 450" */
export const describeOwner = (owner: FileOwner): string =>
  `${owner.fieldLabel.charAt(0).toUpperCase()}${owner.fieldLabel.slice(1)} of ${owner.kindLabel} ${owner.name}`;

/** The platform's file size: "840 KB", "1,5 MB". */
export const formatSize = (bytes: number): string => formatBytes(bytes);
