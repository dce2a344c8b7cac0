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
  503: 'Busy, or the database is away for a moment: try again after Retry-After seconds; nothing was changed',
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

const readsBody = ({ method, doc }: DocumentedRoute): boolean => ['POST', 'PUT', 'PATCH'].includes(method) && !doc.noBody;

/**
 * Every status a route answers besides its success, from its shape and its declaration. Any
 * route may be shed under load or meet a database that is away (503), and any body may be over
 * the API's limit (413).
 */
export const errorStatuses = (route: DocumentedRoute): number[] => {
  const statuses = new Set([400, 503, ...(route.doc.errors ?? [])]);
  if (route.access !== 'public') statuses.add(401);
  if (route.access === 'permission') statuses.add(403);
  if (route.path.includes('{')) statuses.add(404);
  if (route.doc.ifMatch) statuses.add(409);
  if (readsBody(route)) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

const successSchema = (route: DocumentedRoute, components: Components): JsonSchema => {
  const { doc } = route;
  if (doc.entry) return doc.list ? components.list(doc.entry) : doc.many ? components.many(doc.entry) : components.one(doc.entry);
  if (doc.response) return components.answer(doc.response, `${operationIdOf(route.method, route.path)}-answer`, doc.bareAnswer);
  return {};
};

const binary = (type: string) => ({ [type]: { schema: { type: 'string', format: 'binary' } } });

// A route answering entries of a type reads that type's input, unless it reads a batch or a file of them.
const bodyName = ({ doc, method, path }: DocumentedRoute): string =>
  doc.entry && !doc.many ? `${doc.entry.uid}-${method === 'POST' ? 'input' : 'update'}` : `${operationIdOf(method, path)}-data`;

const contentOf = (route: DocumentedRoute, components: Components) => ({
  ...(route.doc.file ? binary(route.doc.file) : json(successSchema(route, components))),
  ...(route.csv ? { 'text/csv': { schema: { type: 'string' } } } : {}),
  ...(route.doc.alsoFile ? binary(route.doc.alsoFile) : {}),
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
  if (doc.alsoAnswer) {
    const hint = `${operationIdOf(route.method, route.path)}-${doc.alsoAnswer.status}-answer`;
    responses[doc.alsoAnswer.status] = {
      description: SUCCESS_TEXT[doc.alsoAnswer.status] ?? 'OK',
      content: json(components.answer(doc.alsoAnswer.response, hint)),
    };
  }
  if (doc.orEmpty) responses[204] = { description: SUCCESS_TEXT[204] };
  for (const code of errorStatuses(route)) responses[code] = { $ref: `#/components/responses/Error${code}` };
  const described: Operation = {
    ...operation,
    summary: operation.summary ?? `${route.method} ${route.path}`,
    operationId: operationIdOf(route.method, route.path),
    tags: operation.tags ?? [words(route.path)[0] ?? 'api'],
    responses,
  };
  if (readsBody(route)) described.requestBody = requestBodyOf(route, components);
  return described;
};

/** JSON from the zod contract, and the text or multipart forms the route also reads. */
const requestBodyOf = (route: DocumentedRoute, components: Components) => {
  const { doc } = route;
  const content = {
    ...Object.fromEntries((doc.textBody ?? []).map((type) => [type, { schema: { type: 'string' } }])),
    ...(doc.body ? json(components.body(doc.body, bodyName(route), doc.bare)) : {}),
    ...(doc.formBody ? { 'multipart/form-data': { schema: { type: 'object' } } } : {}),
  };
  if (Object.keys(content).length === 0) return { required: false, content: json({ type: 'object' }) };
  return { required: !doc.bodyOptional, content };
};

/** One shared response per error status, each the Strapi error envelope. */
export const errorResponses = (): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(ERROR_TEXT).map(([code, description]) => [
      `Error${code}`,
      { description, content: json({ $ref: '#/components/schemas/Error' }) },
    ]),
  );
