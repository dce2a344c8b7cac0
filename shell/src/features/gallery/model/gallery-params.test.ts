import { galleryFilters, galleryQueryString, parseGalleryParams } from './gallery-params';

describe('gallery params in the URL', () => {
  it('reads page and filters, falling back to the defaults for anything odd', () => {
    expect(parseGalleryParams('?page=3&owner=trucks&kind=image&q=scania')).toEqual({
      page: 3,
      owner: 'trucks',
      kind: 'image',
      search: 'scania',
    });
    expect(parseGalleryParams('?page=-2&kind=video')).toEqual({ page: 1, owner: 'all', kind: 'all', search: '' });
  });

  it('writes only what differs from the defaults, so the plain page has a plain URL', () => {
    expect(galleryQueryString({ page: 1, owner: 'all', kind: 'all', search: ' ' })).toBe('');
    expect(galleryQueryString({ page: 2, owner: 'customers', kind: 'document', search: 'invoice' })).toBe(
      '?page=2&owner=customers&kind=document&q=invoice',
    );
  });

  it("becomes the uploads list's filters", () => {
    expect(galleryFilters({ page: 1, owner: 'trucks', kind: 'image', search: 'cab ' })).toEqual({
      owner: { kind: 'trucks' },
      kind: 'image',
      name: { $containsi: 'cab' },
    });
    expect(galleryFilters({ page: 1, owner: 'all', kind: 'all', search: '' })).toEqual({});
  });
});
