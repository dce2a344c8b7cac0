import { destinationInputSchema, destinationUpdateSchema, INVALID_ADDRESS_MESSAGE } from '@haulage/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type HookContext, registerCollectionRoutes } from '../../../content';
import { validationError } from '../../../http/errors';
import { destinationsType } from '../content-types';
import type { Geocoder } from '../geocoding/geocoder';
import { selectGeocoder } from '../geocoding/select-geocoder';
import { areaIdByName } from '../repository/destinations-repository';
import { followDestinationRename } from '../services/stop-places';

type Query = Record<string, unknown>;
const PAGING_KEYS = ['pagination', 'page', 'pageSize', 'start', 'limit'];

/**
 * The spec's list defaults: `populate=*` unless the client chose `populate` or `fields` (a client
 * asking for some fields gets only those, as from Strapi), and 500 entries when no paging is asked for.
 */
export const destinationListDefaults = (query: Query): Query => ({
  ...query,
  ...(query.populate === undefined && query.fields === undefined ? { populate: '*' } : {}),
  ...(PAGING_KEYS.some((key) => query[key] !== undefined) ? {} : { pagination: { pageSize: '500' } }),
});

/** Coordinates given win; otherwise the address is geocoded, and one that is not found is refused. */
const geocode = async (geocoder: Geocoder, ctx: HookContext, request: FastifyRequest): Promise<void> => {
  const data = ctx.data as {
    address?: string;
    postcode?: string;
    city?: string;
    country?: string;
    latitude?: number | null;
    longitude?: number | null;
    area?: unknown;
  };
  if (data.latitude != null && data.longitude != null) return;
  const hit = await geocoder.geocode(data).catch((error: unknown) => {
    request.log.warn({ err: error, geocoder: geocoder.name }, 'geocoding failed');
    return null;
  });
  if (!hit)
    throw validationError(INVALID_ADDRESS_MESSAGE, {
      errors: [{ path: ['address'], message: INVALID_ADDRESS_MESSAGE, name: 'ValidationError' }],
    });
  Object.assign(data, { latitude: hit.latitude, longitude: hit.longitude, city: data.city ?? hit.city ?? null });
  if (data.area == null && hit.depot) data.area = (await areaIdByName(ctx.trx, hit.depot)) ?? null;
};

/** /api/destinations: places jobs go to, geocoded on create (docs/adr/0015-jobs-module.md). */
export const destinationsRoutes = async (app: FastifyInstance, options: { geocoder?: Geocoder } = {}): Promise<void> => {
  const geocoder = options.geocoder ?? selectGeocoder(app.config.geocoder);
  app.addHook('preValidation', async (request) => {
    if (request.method === 'GET' && request.routeOptions.url === '/api/destinations')
      request.query = destinationListDefaults((request.query ?? {}) as Query);
  });
  registerCollectionRoutes(app, {
    contentType: destinationsType,
    createSchema: destinationInputSchema,
    updateSchema: destinationUpdateSchema,
    hooks: {
      beforeCreate: (ctx) => geocode(geocoder, ctx, ctx.request),
      afterWrite: async (ctx) => {
        if (ctx.action === 'update' && (Object.hasOwn(ctx.data, 'name') || Object.hasOwn(ctx.data, 'city')))
          await followDestinationRename(ctx.trx, ctx.id);
      },
    },
  });
};
