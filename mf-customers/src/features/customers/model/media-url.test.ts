import type { MediaFile } from '@haulage/shared/contracts';
import { mediaUrl, thumbnailUrl } from './media-url';

const file = (formats: MediaFile['formats']): MediaFile => ({
  id: 4,
  documentId: 'f4',
  name: 'logo.png',
  url: '/uploads/logo.png',
  mime: 'image/png',
  size: 12,
  width: 400,
  height: 200,
  formats,
});

describe('media urls', () => {
  it('puts relative upload urls under the API and leaves absolute ones alone', () => {
    expect(mediaUrl('http://api.test/', '/uploads/a.png')).toBe('http://api.test/uploads/a.png');
    expect(mediaUrl('http://api.test', 'https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(mediaUrl('http://api.test', null)).toBeNull();
  });

  it('prefers the thumbnail and falls back to the original', () => {
    expect(thumbnailUrl('http://api.test', file({ thumbnail: { url: '/uploads/thumbnail_logo.png', width: 156, height: 78 } }))).toBe(
      'http://api.test/uploads/thumbnail_logo.png',
    );
    expect(thumbnailUrl('http://api.test', file(null))).toBe('http://api.test/uploads/logo.png');
    expect(thumbnailUrl('http://api.test', null)).toBeNull();
  });
});
