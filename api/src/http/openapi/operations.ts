import type { Components, JsonSchema } from './components';
import type { RouteDoc } from './route-doc';

export type Access = 'public' | 'signed-in' | 'permission';

export interface DocumentedRoute {
  method: string;
  /** In OpenAPI's form: `/api/trucks/{id}`. */
  path: string;
  doc: RouteDoc;
  access: Access;
  /** Answers CSV (`config.csv`, ADR 27), as well as JSON when the query asks for it. */
  csv?: boolean;
}

type Operation = Record<string, unknown> & { summary?: string; tags?: string[]; responses?: Record<string, unknown> };

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is invalid (query, body or state); nothing was changed',
  401: 'Not signed in, or the token is no longer valid',
  403: 'The user type may not do this',
  404: 'No such entry',
  409: 'A conflict: the entry changed since it was read (If-Match), or a unique value is taken',
  410: 'The link has expired or was cancelled',
  413: 'The body is too large',
  429: 'Too many attempts; try again later',
};

const SUCCESS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'Answered with no body' };

const words = (path: string): string[] =>
  path
    .split('/')
    .filter((part) => part && part !== 'api')
    .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part));

/** `GET /api/trucks/{id}` → `getTrucksById`: stable, readable, unique once suffixed. */
export const operationIdOf = (method: string, path: string): string =>
  [method.toLowerCase(), ...words(path)]
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part, index) => (index === 0 ? part : part[0]!.toUpperCase() + part.slice(1)))
    .join('');

/** Every status a route answers besides its success, from its shape and its declaration. */
export const errorStatuses = (route: DocumentedRoute): number[] => {
  const statuses = new Set([400, ...(route.doc.errors ?? [])]);
  if (route.access !== 'public') statuses.add(401);
  if (route.access === 'permission') statuses.add(403);
  if (route.path.includes('{')) statuses.add(404);
  if (route.doc.ifMatch) statuses.add(409);
  return [...statuses].sort((a, b) => a - b);
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

const successSchema = (route: DocumentedRoute, components: Components): JsonSchema => {
  const { doc } = route;
  if (doc.entry) return doc.list ? components.list(doc.entry) : doc.many ? components.many(doc.entry) : components.one(doc.entry);
  if (doc.response) return components.answer(doc.response, `${operationIdOf(route.method, route.path)}-answer`);
  return {};
};

const bodyName = ({ doc, method, path }: DocumentedRoute): string =>
  doc.entry ? `${doc.entry.uid}-${method === 'POST' ? 'input' : 'update'}` : `${operationIdOf(method, path)}-data`;

const contentOf = (route: DocumentedRoute, components: Components) => ({
  ...(route.doc.file ? { [route.doc.file]: { schema: { type: 'string', format: 'binary' } } } : json(successSchema(route, components))),
  ...(route.csv ? { 'text/csv': { schema: { type: 'string' } } } : {}),
});

/** Fills one operation of the document: summary, operationId, tags, body, success and 4xx answers. */
export const describeOperation = (operation: Operation, route: DocumentedRoute, components: Components): Operation => {
  const { doc } = route;
  const status = doc.status ?? 200;
  const responses: Record<string, unknown> = {
    [status]: { description: SUCCESS_TEXT[status] ?? 'OK', ...(status === 204 ? {} : { content: contentOf(route, components) }) },
  };
  if (doc.alsoStatus)
    responses[doc.alsoStatus] = { description: SUCCESS_TEXT[doc.alsoStatus] ?? 'OK', content: contentOf(route, components) };
  if (doc.orEmpty) responses[204] = { description: SUCCESS_TEXT[204] };
  for (const code of errorStatuses(route)) responses[code] = { $ref: `#/components/responses/Error${code}` };
  const described: Operation = {
    ...operation,
    summary: operation.summary ?? `${route.method} ${route.path}`,
    operationId: operationIdOf(route.method, route.path),
    tags: operation.tags ?? [words(route.path)[0] ?? 'api'],
    responses,
  };
  if (['POST', 'PUT', 'PATCH'].includes(route.method) && !doc.noBody) {
    described.requestBody = doc.textBody
      ? { required: true, content: Object.fromEntries(doc.textBody.map((type) => [type, { schema: { type: 'string' } }])) }
      : doc.body
        ? { required: !doc.bodyOptional, content: json(components.body(doc.body, bodyName(route), doc.bare)) }
        : { required: false, content: json({ type: 'object' }) };
  }
  return described;
};

/** One shared response per error status, each the Strapi error envelope. */
export const errorResponses = (): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(ERROR_TEXT).map(([code, description]) => [
      `Error${code}`,
      { description, content: json({ $ref: '#/components/schemas/Error' }) },
    ]),
  );
