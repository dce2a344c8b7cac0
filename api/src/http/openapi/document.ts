import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Components } from './components';
import { type Access, type DocumentedRoute, describeOperation, errorResponses } from './operations';

const toOpenApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const accessOf = (app: FastifyInstance, method: string, url: string, route: RouteOptions): Access => {
  if (route.config?.public) return 'public';
  const record = app.hasDecorator('routeAccess') ? app.routeAccess.find((r) => r.method === method && r.url === url) : undefined;
  if (!record || record.access.kind === 'public') return 'public';
  return record.access.kind;
};

/**
 * The OpenAPI document, built from the routes once they are all known: each route's own summary
 * and tags, plus what its `config.openapi` declares (bodies from zod contracts, answers from content
 * types). Nothing here is attached to Fastify's validation or serialization.
 */
export const openApiOptions = (app: FastifyInstance): SwaggerOptions => {
  const routes = new Map<string, { route: RouteOptions; url: string }>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.set(`${method} ${toOpenApiPath(route.url)}`, { route, url: route.url });
  });
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Haulage content API',
        version: '1.0.0',
        description: 'Strapi 5 style REST: filters, sort, fields, populate, pagination.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This API' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transformObject: (input) => {
      if (!('openapiObject' in input)) return input.swaggerObject;
      const document = input.openapiObject as Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> };
      const components = new Components();
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const found = routes.get(`${method.toUpperCase()} ${path}`);
          if (!found) continue;
          const route: DocumentedRoute = {
            method: method.toUpperCase(),
            path,
            doc: found.route.config?.openapi ?? {},
            access: accessOf(app, method.toUpperCase(), found.url, found.route),
            csv: found.route.config?.csv === true,
          };
          const described = describeOperation(operation, route, components);
          if (route.access === 'public') described.security = [];
          operations[method] = described;
        }
      }
      const existing = (document.components ?? {}) as Record<string, unknown>;
      document.components = { ...existing, schemas: components.schemas, responses: errorResponses() };
      return document as typeof input.openapiObject;
    },
  };
};
