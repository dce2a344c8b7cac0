import { z, type ZodType } from 'zod';
import type { ContentType } from '../../content/content-type';
import { entrySchema, type JsonSchema } from './entry-schema';

export type { JsonSchema };

const REF = '#/components/schemas/';

const pascal = (name: string): string =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/** Strapi's error envelope, answered by every failure (api/src/http/errors.ts). */
const ERROR: JsonSchema = {
  type: 'object',
  required: ['data', 'error'],
  properties: {
    data: { type: 'null' },
    error: {
      type: 'object',
      required: ['status', 'name', 'message'],
      properties: {
        status: { type: 'integer' },
        name: { type: 'string' },
        message: { type: 'string' },
        details: { type: 'object' },
      },
    },
  },
};

const PAGINATION: JsonSchema = {
  type: 'object',
  properties: {
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
    pageCount: { type: 'integer' },
    start: { type: 'integer' },
    limit: { type: 'integer' },
    total: { type: 'integer' },
  },
};

/**
 * Turns a zod contract into JSON Schema once; the same contract validates the body in the route.
 * An answer is described on the output side (what the contract yields, defaults filled in).
 */
export const fromZod = (schema: ZodType, io: 'input' | 'output' = 'input'): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  return json;
};

/** The schemas of one document, each made once and referenced by name. */
export class Components {
  readonly schemas: Record<string, JsonSchema> = { Error: ERROR, Pagination: PAGINATION };
  private readonly bodies = new Map<ZodType, string>();
  private readonly answers = new Map<ZodType, string>();

  /** The entry of a content type, and of every type its relations reach. */
  entry(contentType: ContentType): JsonSchema {
    const name = `${pascal(contentType.uid)}Entry`;
    if (!this.schemas[name]) {
      this.schemas[name] = {};
      this.schemas[name] = entrySchema(contentType, (target) => this.entry(target));
    }
    return { $ref: `${REF}${name}` };
  }

  one(contentType: ContentType): JsonSchema {
    return {
      type: 'object',
      required: ['data', 'meta'],
      properties: { data: this.entry(contentType), meta: { type: 'object' } },
    };
  }

  list(contentType: ContentType): JsonSchema {
    return {
      type: 'object',
      required: ['data', 'meta'],
      properties: {
        data: { type: 'array', items: this.entry(contentType) },
        meta: { type: 'object', required: ['pagination'], properties: { pagination: { $ref: `${REF}Pagination` } } },
      },
    };
  }

  /** Several entries, not a page: a batch create's `{data: [...], meta}`. */
  many(contentType: ContentType): JsonSchema {
    return {
      type: 'object',
      required: ['data', 'meta'],
      properties: { data: { type: 'array', items: this.entry(contentType) }, meta: { type: 'object' } },
    };
  }

  /** An answer `{data, meta}` whose `data` a zod contract describes (a custom route's result), or the contract itself when `bare`. */
  answer(schema: ZodType, hint: string, bare = false): JsonSchema {
    const name = this.named(this.answers, schema, hint, 'output');
    if (bare) return { $ref: `${REF}${name}` };
    return { type: 'object', required: ['data', 'meta'], properties: { data: { $ref: `${REF}${name}` }, meta: { type: 'object' } } };
  }

  private named(made: Map<ZodType, string>, schema: ZodType, hint: string, io: 'input' | 'output'): string {
    let name = made.get(schema);
    if (!name) {
      name = pascal(hint);
      for (let n = 2; this.schemas[name]; n += 1) name = `${pascal(hint)}${n}`;
      this.schemas[name] = fromZod(schema, io);
      made.set(schema, name);
    }
    return name;
  }

  /** A write's body `{data}` (or the contract itself when `bare`) from the zod contract that validates it. */
  body(schema: ZodType, hint: string, bare = false): JsonSchema {
    const name = this.named(this.bodies, schema, hint, 'input');
    if (bare) return { $ref: `${REF}${name}` };
    return { type: 'object', required: ['data'], properties: { data: { $ref: `${REF}${name}` } } };
  }
}
