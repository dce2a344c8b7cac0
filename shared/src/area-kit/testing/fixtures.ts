import type { FakeCall, FakeReply } from './fake-platform';

/** A Strapi list envelope with its pagination. */
export const listReply = <T>(items: readonly T[], page = 1, pageSize = 20, total = items.length): FakeReply => [
  200,
  { data: items, meta: { pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)), total } } },
];

/** A Strapi single-item envelope. */
export const itemReply = <T>(item: T, status = 200, meta: Record<string, unknown> = {}): FakeReply => [status, { data: item, meta }];

/** Strapi's 400 with field errors in `details.errors`. */
export const validationReply = (message: string, errors: { path: string[]; message: string }[] = []): FakeReply => [
  400,
  {
    data: null,
    error: { status: 400, name: 'ValidationError', message, details: { errors: errors.map((e) => ({ ...e, name: 'ValidationError' })) } },
  },
];

/** The fields Strapi adds to every entry. */
export const entry = (documentId: string, id = 1) => ({
  id,
  documentId,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: '2026-01-01T00:00:00.000Z',
});

/** The list calls made so far to a resource, by url (`/api/trucks?…`). */
export const listCalls = (calls: readonly FakeCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith(`${path}?`)).map((call) => call.url);

/** A price line of an agreement or a price model as the API answers it: the optional limits empty unless given. */
export const priceLine = (vehicleClass: string, component: string, unitPrice: number, extra: Record<string, unknown> = {}) => ({
  vehicleClass,
  component,
  unitPrice,
  minQuantity: null,
  minCharge: null,
  freeQuantity: null,
  rounding: 'none',
  fromArea: null,
  toArea: null,
  ...extra,
});
