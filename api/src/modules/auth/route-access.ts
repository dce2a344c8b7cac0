import type { Action, Resource } from '@haulage/shared/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** How a route is guarded: by the permission matrix, by any signed-in user, or on purpose not at all. */
export type RouteAccess = { kind: 'permission'; resource: Resource; action: Action } | { kind: 'signed-in' } | { kind: 'public' };

export interface RouteRecord {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every guarded route and how it is guarded (the generated permission tests read it). */
    routeAccess: RouteRecord[];
  }
  interface FastifyContextConfig {
    /** Marks a route under /api or /admin as deliberately open to anyone (sign-in, a public link). */
    public?: boolean;
  }
}

const ACCESS = Symbol('route access');

/** Marks a preHandler as the guard it is, so the route table knows every route's access. */
export const tagAccess = <T extends object>(guard: T, access: RouteAccess): T => Object.assign(guard, { [ACCESS]: access });

const accessOfHandlers = (handlers: RouteOptions['preHandler']): RouteAccess | null => {
  const list = Array.isArray(handlers) ? handlers : handlers ? [handlers] : [];
  for (const handler of list) {
    const access = (handler as { [ACCESS]?: RouteAccess })[ACCESS];
    if (access) return access;
  }
  return null;
};

const GUARDED = /^\/(api|admin)(\/|$)/;

/**
 * Authorisation fails closed: a route under /api or /admin that is neither behind a guard nor
 * marked public stops the API from starting, instead of answering anyone.
 */
export const requireRouteAccess = (app: FastifyInstance): void => {
  const records: RouteRecord[] = [];
  app.decorate('routeAccess', records);
  app.addHook('onRoute', (route) => {
    if (!GUARDED.test(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.public ? { kind: 'public' as const } : accessOfHandlers(route.preHandler);
    if (!access) throw new Error(`${methods.join(',')} ${route.url} has no authorisation: add app.authorize(…) or mark it public`);
    for (const method of methods) if (method !== 'HEAD') records.push({ method, url: route.url, access });
  });
};
