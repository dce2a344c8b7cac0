import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntryData } from '../../../content';
import { forbidden } from '../../../http/errors';

const PRIVATE_KEYS = ['personalIdentityNumber', 'personal_identity_number'];

const isAdmin = (request: FastifyRequest): boolean => request.user?.type === 'admin';

/** The personal identity number is for admins only (GDPR): other users never see it. */
export const stripDriverPrivacy = (drivers: unknown, request: FastifyRequest): void => {
  if (isAdmin(request) || !Array.isArray(drivers)) return;
  for (const driver of drivers as EntryData[]) delete driver.personalIdentityNumber;
};

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Filtering or sorting on the identity number would reveal it one digit at a time, so a
 * non-admin query that names it is refused. Runs before the route's own authorisation, so it
 * authenticates first (401 without a token, as everywhere). Installed for every fleet route, since
 * relations reach drivers from trucks, areas, tyres and links too.
 */
export const guardPrivateDriverQueries = (app: FastifyInstance): void => {
  app.addHook('preHandler', async (request) => {
    const query = request.url.split('?')[1] ?? '';
    if (!PRIVATE_KEYS.some((key) => safeDecode(query).includes(key))) return;
    await app.authenticate.call(app, request, undefined as never);
    if (!isAdmin(request)) throw forbidden('Only admins may query the personal identity number');
  });
};
