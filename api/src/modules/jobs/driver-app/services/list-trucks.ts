import { DRIVER_TRUCKS_MAX_PAGE_SIZE, DRIVER_TRUCKS_PAGE_SIZE, type DriverTruck } from '@haulage/shared/contracts';
import { createContentService, getContentType, isPlainObject, parseListQuery, SYSTEM_VIEWER } from '../../../../content';
import { invalidKey } from '../../../../http/errors';
import type { ServiceHost } from '../../../../ports';

/** What a phone may ask: a search and a page. Filters, fields and populate would reach past name and plate. */
const ASKABLE = new Set(['_q', 'pagination', 'page', 'pageSize', 'start', 'limit']);

// A sold truck or one out of service is not on the road; one in the workshop may come out today.
const ON_THE_ROAD = ['available', 'in_workshop'];

const LIMITS = { defaultPageSize: DRIVER_TRUCKS_PAGE_SIZE, maxPageSize: DRIVER_TRUCKS_MAX_PAGE_SIZE };

const askedOf = (query: unknown): Record<string, unknown> => {
  const params = isPlainObject(query) ? query : {};
  for (const key of Object.keys(params)) if (!ASKABLE.has(key)) throw invalidKey(key, key);
  return params;
};

/**
 * GET /api/driver/trucks: the trucks a driver may choose for the day, searched (`_q`, the trucks'
 * own search: name, number, plate) and paged by the engine's parser and bounds. The engine reads
 * as the system (a driver has no grant on trucks), so the answer is cut to name and plate here.
 */
export const listDriverTrucks = async (host: ServiceHost, query: unknown) => {
  // Another module's content type by its name, never by importing the fleet's code.
  const trucks = getContentType('trucks');
  const params = {
    ...askedOf(query),
    filters: { truckStatus: { $in: ON_THE_ROAD } },
    fields: ['truckName', 'registrationPlateNumber'],
    sort: ['truckName:asc', 'id:asc'],
  };
  const plan = parseListQuery(trucks, params, LIMITS, SYSTEM_VIEWER);
  const result = await createContentService(host.db, host.dialect, trucks, LIMITS).findPlan(plan);
  const data: DriverTruck[] = result.data.map((truck) => ({
    documentId: String(truck.documentId),
    truckName: String(truck.truckName),
    registrationPlateNumber: String(truck.registrationPlateNumber),
  }));
  return { data, meta: { pagination: result.meta.pagination } };
};
