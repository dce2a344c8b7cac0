/**
 * Where the back office shows an entry of each kind (spec §2 routes), so the gallery links an
 * owner without knowing the areas' routes. A kind missing here is still named, without a link.
 */
const PAGES: Record<string, (documentId: string) => string> = {
  trucks: (id) => `/trucks/${id}`,
  drivers: (id) => `/drivers/${id}`,
  trailers: (id) => `/trailers/${id}`,
  customers: (id) => `/customers/customerDetails?id=${id}`,
  jobs: (id) => `/jobs/jobDetails?id=${id}`,
};

export const ownerPath = (kind: string, documentId: string): string | null => {
  const page = PAGES[kind];
  return page ? page(encodeURIComponent(documentId)) : null;
};
