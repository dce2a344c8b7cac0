import type { FastifyInstance, InjectOptions } from 'fastify';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';

/** The parts of an OpenAPI document the answer check reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Response> };
}
interface Response {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

/**
 * Checks real answers against the document: the status must be one the operation documents, and a
 * JSON body must match its schema (the shared error response for a 4xx); an answer of another media
 * type (a CSV, a PDF, iCalendar) must be one the status documents. Answers a problem, or null.
 */
export const answerChecker = (document: OpenApiDocument) => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema({ $id: 'openapi', components: document.components });
  const compiled = new Map<unknown, ValidateFunction>();
  const validatorOf = (schema: unknown): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      // Refs point into the document's components, which live in the schema registered as `openapi`.
      validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };
  return (method: string, path: string, status: number, body: string, contentType = 'application/json'): string | null => {
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return `${method} ${path} is not in the document`;
    let response = operation.responses[status];
    if (!response)
      return `${method} ${path} answered ${status}, which it does not document (${Object.keys(operation.responses).join(', ')})`;
    if (response.$ref) response = document.components.responses[response.$ref.split('/').pop()!]!;
    if (status === 204) return body === '' ? null : `${method} ${path} answered 204 with a body`;
    const mediaType = contentType.split(';')[0]!.trim();
    if (mediaType !== 'application/json') {
      const documented = response.content?.[mediaType] ?? response.content?.[`${mediaType.split('/')[0]}/*`];
      return documented ? null : `${method} ${path} ${status} answered ${mediaType}, which it does not document`;
    }
    const schema = response.content?.['application/json']?.schema;
    if (!schema && response.content) return `${method} ${path} ${status} answered JSON, which it does not document`;
    if (!schema) return null;
    const validate = validatorOf(schema);
    if (validate(JSON.parse(body))) return null;
    return `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)} in ${body.slice(0, 300)}`;
  };
};

/** An answer with what the document says is wrong with it (`problem`, null when nothing). */
export interface CheckedAnswer {
  status: number;
  body: ReturnType<JSON['parse']>;
  text: string;
  problem: string | null;
}

export type CheckedCall<Who> = (
  method: InjectOptions['method'],
  template: string,
  url: string,
  options?: { as?: Who; payload?: unknown; headers?: Record<string, string> },
) => Promise<CheckedAnswer>;

/**
 * Sends requests to the app as someone (`sessionOf` gives their headers) and checks each answer
 * against the app's own document, operation `METHOD template`.
 */
export const documentCaller = async <Who>(
  app: FastifyInstance,
  sessionOf: (who: Who) => Promise<Record<string, string>> | Record<string, string>,
  defaultWho: Who,
): Promise<CheckedCall<Who>> => {
  const check = answerChecker((await app.inject({ method: 'GET', url: '/documentation/json' })).json() as OpenApiDocument);
  return async (method, template, url, { as = defaultWho, payload, headers = {} } = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(await sessionOf(as)), ...headers },
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
    const type = String(res.headers['content-type'] ?? 'application/json');
    return {
      status: res.statusCode,
      body: type.includes('json') && res.body ? res.json() : null,
      text: res.body,
      problem: check(String(method), template, res.statusCode, res.body, type),
    };
  };
};

/** The answer's status and the document's verdict on it, to compare with what is expected. */
export const verdict = (answer: Pick<CheckedAnswer, 'status' | 'problem'>) => ({ status: answer.status, problem: answer.problem });
export const ok = (status = 200) => ({ status, problem: null });
