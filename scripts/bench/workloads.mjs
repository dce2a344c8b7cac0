// What the benchmark loads, read from the area manifest (areas.json): each area's list, i.e. its
// first route (/trucks, /customers, …) as the API resource, searched, sorted and populated the way
// its list page asks. A new area is benchmarked by its first route with the defaults below.
import { areas } from '../lib/apps.mjs';

// How a resource's list page sorts and what a save changes. A resource not named here sorts by
// `updatedAt` and is benchmarked for reads only: a write needs a field known to be harmless.
const KNOWN = {
  // The truck list searches as the spec's list query does: `$containsi` OR-ed over its searched fields.
  trucks: {
    sort: 'truckName',
    writeBody: (n) => ({ remarks: `bench write ${n}` }),
    searchFields: ['truckName', 'truckNumber', 'registrationPlateNumber', 'area.name'],
    sorts: ['truckName', 'truckNumber', 'registrationPlateNumber'],
  },
  // The bulk-seeded Swedish customers have no organisation number, which every save must carry.
  customers: { sort: 'companyName', writeBody: (n) => ({ referenceNumber: `B-${n}`, organizationNumber: '556036-0793' }) },
  // The invoice list lives under the customers' API (spec §7).
  invoices: { api: 'customers/invoices', sort: 'invoiceDate', search: true },
};

/** The same list query on every request (the figure the README has carried so far). */
const fixedQuery = (resource, sort, filterOnSort) =>
  `/api/${resource}?pagination[pageSize]=20&sort[0]=${sort}:asc&${filterOnSort ? `filters[$or][0][${sort}][$containsi]=7` : '_q=7'}&populate=*`;

// Lists with a benchmark of their own over a realistic table (jobs-bench.mjs: 100,000 jobs).
const OWN_BENCH = new Set(['jobs']);

/** One workload per area: `{ area, resource, sort, path, writeBody?, searchFields?, sorts? }`. */
export const workloads = () =>
  areas().filter((area) => !OWN_BENCH.has(area.routes[0].replace(/^\//, '').split('/')[0])).map((area) => {
    const resource = area.routes[0].replace(/^\//, '').split('/')[0];
    const known = KNOWN[resource];
    const sort = known?.sort ?? 'updatedAt';
    const api = known?.api ?? resource;
    return {
      area: area.key, resource: api, sort, path: fixedQuery(api, sort, Boolean(known) && !known.search), writeBody: known?.writeBody,
      searchFields: known?.searchFields, sorts: known?.sorts,
    };
  });
