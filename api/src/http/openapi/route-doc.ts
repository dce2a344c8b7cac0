import type { ZodType } from 'zod';
import type { ContentType } from '../../content/content-type';

/**
 * What the OpenAPI document says about one route beyond its summary and tags. It lives in the
 * route's `config`, which Fastify never uses to validate or serialize, so documenting a route
 * cannot change what it answers (docs/adr/0028-openapi-from-the-contracts.md).
 */
export interface RouteDoc {
  /** The success status; default 200. 204 answers nothing. */
  status?: number;
  /** Another success status answered with the same content (a batch that made nothing answers 200, not 201). */
  alsoStatus?: number;
  /** The answer is one entry (`{data, meta}`) or a page (`list`, with `meta.pagination`) of this type. */
  entry?: ContentType;
  list?: boolean;
  /** With `entry`: the answer is several entries, `{data: [...], meta}`, not a page (a batch create). */
  many?: boolean;
  /** Without `entry`: the zod contract of the answer's `data` (`{data, meta}`). */
  response?: ZodType;
  /** With `response`: the answer is the contract itself, not `{data, meta}` (the users routes, as Strapi's). */
  bareAnswer?: boolean;
  /** Another success status answered with its own `data` contract (a dry run's 200 beside an import's 201). */
  alsoAnswer?: { status: number; response: ZodType };
  /** The zod contract of the body's `data` (the request body is `{data: …}`). */
  body?: ZodType;
  /** A POST that reads no body (a send, a remind): no request body is documented. */
  noBody?: boolean;
  /** The success answers a file of this media type instead of JSON (a consignment note's PDF, a SIE file). */
  file?: string;
  /** The success may instead be a file of this media type, when the query asks for it (`?format=ics`). */
  alsoFile?: string;
  /** The body may be text of these media types (a CSV import); JSON too when `body` is given. */
  textBody?: string[];
  /** The body may be `multipart/form-data` (files); JSON too when `body` is given. */
  formBody?: boolean;
  /** The body is the contract itself, not `{data: …}` (the admin and user routes, the public links). */
  bare?: boolean;
  /** The body may be left out: a command reads a missing one as `{}`, which its contract may accept. */
  bodyOptional?: boolean;
  /** Also answers 204 with no body (a delete command that deleted instead of archiving). */
  orEmpty?: boolean;
  /** Statuses beyond those the route's shape implies (400 always; 401/403 when guarded; 404 with a path id). */
  errors?: number[];
  /** Also answers 409 when If-Match names an older version. */
  ifMatch?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}
