import type { UserType } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { authHeader } from '../../../../test/auth';

/** A tiny HTTP client over `app.inject` for the fleet tests: JSON in, status and JSON out. */
export const fleetClient = (app: FastifyInstance) => {
  const call = async (type: UserType, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: await authHeader(app, type),
      ...(data === undefined ? {} : { payload: { data } }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  return {
    call,
    get: (url: string, type: UserType = 'admin') => call(type, 'GET', url),
    post: (url: string, data: unknown, type: UserType = 'admin') => call(type, 'POST', url, data),
    put: (url: string, data: unknown, type: UserType = 'admin') => call(type, 'PUT', url, data),
    del: (url: string, type: UserType = 'admin') => call(type, 'DELETE', url),
  };
};

export const truckInput = (n: number, over: Record<string, unknown> = {}) => ({
  truckName: `Volvo FH ${n}`,
  truckNumber: `X-${n}`,
  registrationPlateNumber: `ABC${String(n).padStart(3, '0')}`,
  truckType: 'tractor',
  odometer: 15_000,
  ...over,
});
