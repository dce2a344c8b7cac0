import type { MediaFile } from './strapi';

/** An entry that uses a file through one of its media attributes, as `GET /api/upload/files` answers it (only kinds the user may read). */
export interface FileOwner {
  kind: string;
  /** 'truck' */
  kindLabel: string;
  documentId: string;
  /** The entry's display name (truckName, companyName), or its documentId when it has none. */
  name: string;
  field: string;
  /** 'profile photo' */
  fieldLabel: string;
  /** The entry's page in the back office, or null when its kind has none yet. */
  path: string | null;
}

/** A file of the gallery (`GET /api/upload/files`): the media file, when it came and who uses it. */
export interface GalleryFile extends MediaFile {
  createdAt: string;
  owners: FileOwner[];
}

/** A kind of entry that can own a file (`GET /api/upload/owner-kinds`). */
export interface OwnerKind {
  kind: string;
  label: string;
}
