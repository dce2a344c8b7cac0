import type { FileOwner, GalleryFile } from '../model/gallery-file';

export const truckOwner: FileOwner = {
  kind: 'trucks',
  kindLabel: 'truck',
  documentId: 'truck000000000000000000001',
  name: 'Scania R 450',
  field: 'profilePhoto',
  fieldLabel: 'profile photo',
  path: '/trucks/truck000000000000000000001',
};

export const galleryFile = (id: number, name: string, owners: FileOwner[] = [], mime = 'image/png'): GalleryFile => ({
  id,
  documentId: `file${String(id).padStart(20, '0')}`,
  name,
  url: `/uploads/${id}.png`,
  mime,
  size: 2048,
  width: 800,
  height: 600,
  formats: mime.startsWith('image/') ? { thumbnail: { url: `/uploads/thumbnail_${id}.png`, width: 245, height: 184 } } : null,
  createdAt: '2026-03-01T10:00:00.000Z',
  owners,
});

export const page = (data: GalleryFile[], page = 1, total = data.length) => ({
  status: 200,
  data: { data, meta: { pagination: { page, pageSize: 20, pageCount: Math.max(1, Math.ceil(total / 20)), total } } },
});

export const OWNER_KINDS = {
  status: 200,
  data: {
    data: [
      { kind: 'customers', label: 'Customers' },
      { kind: 'trucks', label: 'Trucks' },
    ],
  },
};
