import type { FastifyInstance, FastifyReply } from 'fastify';

export interface CsvRouteRecord {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route that answers CSV (the generated CSV-injection test calls each one). */
    csvRoutes: CsvRouteRecord[];
  }
  interface FastifyContextConfig {
    /** The route answers text/csv (perhaps only for ?format=csv), written by http/csv.ts. */
    csv?: boolean;
  }
}

/**
 * Keeps the list of CSV routes true: a route marked `config: { csv: true }` is listed, and a CSV
 * answer from a route that is not marked fails instead of leaving the route out of the test.
 */
export const recordCsvRoutes = (app: FastifyInstance): void => {
  const records: CsvRouteRecord[] = [];
  app.decorate('csvRoutes', records);
  app.addHook('onRoute', (route) => {
    if (!route.config?.csv) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method])
      if (method !== 'HEAD') records.push({ method, url: route.url });
  });
  app.addHook('onSend', async (request, reply) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/csv') && !request.routeOptions.config.csv)
      throw new Error(`${request.method} ${request.routeOptions.url} answers CSV but is not marked config: { csv: true }`);
  });
};

/** A CSV file as a download named `<name>.csv`. */
export const sendCsv = (reply: FastifyReply, name: string, body: string | Buffer): FastifyReply =>
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}.csv"`).send(body);
