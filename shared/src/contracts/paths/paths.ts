/**
 * Every page of the back office and its public pages, in one place (docs/adr/0030): `path` is the
 * pattern a router matches, `href(...)` the address a link, a redirect or an API's message opens.
 * Builders encode ids and query values, so no caller assembles an address by hand. Isomorphic: the
 * API builds its links (the customer page, the confirmation link) from the same entries.
 */
export interface Page<Args extends unknown[] = []> {
  path: string;
  href: (...args: Args) => string;
}

type Query = Record<string, string | undefined>;

/** `path?a=1&b=2` with each value encoded; an undefined or empty value is left out. */
export const withQuery = (path: string, query: Query): string => {
  const pairs = Object.entries(query).filter((pair): pair is [string, string] => Boolean(pair[1]));
  return pairs.length === 0 ? path : `${path}?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
};

const page = (path: string): Page => ({ path, href: () => path });

/** A page that shows one entry by `?id=<documentId>` (the spec's old-style addresses). */
const byQueryId = (path: string): Page<[documentId: string]> => ({ path, href: (documentId) => withQuery(path, { id: documentId }) });

/** A page that shows one entry at `<base>/<documentId><suffix>`. */
const byPathId = (base: string, suffix = ''): Page<[documentId: string]> => ({
  path: `${base}/:documentId${suffix}`,
  href: (documentId) => `${base}/${encodeURIComponent(documentId)}${suffix}`,
});

const withFilters = <K extends string>(path: string): Page<[query?: Partial<Record<K, string>>]> => ({
  path,
  href: (query = {}) => withQuery(path, query),
});

export const paths = {
  home: page('/'),
  login: page('/login'),
  privacyPolicy: page('/privacy-policy'),
  dashboard: page('/dashboard'),
  users: page('/users'),
  gallery: page('/gallery/gallery'),
  trucks: {
    list: page('/trucks'),
    add: page('/trucks/addTruck'),
    details: byPathId('/trucks'),
    edit: byPathId('/trucks', '/edit'),
  },
  drivers: {
    list: page('/drivers'),
    add: page('/drivers/addDriver'),
    details: byPathId('/drivers'),
  },
  trailers: {
    list: page('/trailers'),
    add: page('/trailers/addTrailer'),
    edit: byQueryId('/trailers/editTrailer'),
    details: byPathId('/trailers'),
  },
  jobs: {
    list: withFilters<'status'>('/jobs'),
    create: withFilters<'kind'>('/jobs/createJob'),
    edit: byQueryId('/jobs/editJob'),
    details: byQueryId('/jobs/jobDetails'),
    drafts: page('/jobs/drafts'),
    templates: page('/jobs/templates'),
    recurring: page('/jobs/recurring'),
    import: page('/jobs/import'),
    planning: page('/jobs/jobPlanning'),
    areaPlanning: page('/jobs/jobPlanning2'),
    /** The trip basket, or with a trip's documentId that trip. */
    combine: { path: '/jobs/combineJobs', href: (tripId?: string) => withQuery('/jobs/combineJobs', { id: tripId }) },
    /** Public: opened from a text message by someone who never signs in. */
    confirm: { path: '/jobs/confirmJob', href: (token: string) => withQuery('/jobs/confirmJob', { token }) },
    /** Public: a customer follows their job (api/src/modules/jobs/tracking). */
    track: { path: '/jobs/trackJob', href: (token: string) => withQuery('/jobs/trackJob', { token }) },
  },
  /** The driver's road app, a page of the jobs area the shell starts alone; its sign-in link's page. */
  driver: {
    app: page('/driver'),
    signIn: { path: '/driver/sign-in', href: (token: string) => withQuery('/driver/sign-in', { token }) },
  },
  destinations: {
    list: withFilters<'area'>('/destinations'),
    create: page('/destinations/createDestination'),
  },
  areas: {
    list: page('/areas'),
    create: page('/areas/createArea'),
    edit: byQueryId('/areas/editArea'),
    details: byQueryId('/areas/areaDetails'),
  },
  customers: {
    list: withFilters<'filter'>('/customers'),
    add: page('/customers/addCustomer'),
    edit: byQueryId('/customers/editCustomer'),
    details: byQueryId('/customers/customerDetails'),
    manageFilters: page('/customers/manageCustomerFilter'),
  },
  invoices: {
    list: page('/invoices'),
    details: byQueryId('/invoices/invoiceDetails'),
    customersInvoicing: page('/invoices/customersInvoicing'),
    exports: page('/invoices/exports'),
    performance: page('/invoices/performance'),
    salaries: page('/invoices/salaries'),
  },
} as const;

/** The page of one entry of a collection, by the collection's API name (`trucks`, `jobs`), if it has one. */
const ENTRY_PAGES: Record<string, Page<[documentId: string]>> = {
  trucks: paths.trucks.details,
  drivers: paths.drivers.details,
  trailers: paths.trailers.details,
  jobs: paths.jobs.details,
  customers: paths.customers.details,
};

export const entryHref = (collection: string, documentId: string): string | null =>
  Object.hasOwn(ENTRY_PAGES, collection) ? ENTRY_PAGES[collection]!.href(documentId) : null;
