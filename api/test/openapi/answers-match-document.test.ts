import type { InjectOptions } from 'fastify';
import { authHeader } from '../auth';
import type { TestApp } from '../helper';
import { demoApp } from './demo-app';
import { answerChecker, type OpenApiDocument } from './document-answers';

// Every collection on the demo data, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(240_000);

const MISSING = 'a'.repeat(24);

let t: TestApp;
let admin: { authorization: string };
let document: OpenApiDocument;
let check: ReturnType<typeof answerChecker>;
const problems: string[] = [];
const statuses = new Map<string, number>();

beforeAll(async () => {
  t = await demoApp();
  admin = await authHeader(t.app, 'admin');
  document = (await t.app.inject({ method: 'GET', url: '/documentation/json' })).json();
  check = answerChecker(document);
});
afterAll(() => t.close());

/** Sends a request and checks its answer against the operation `METHOD template`. */
const call = async (method: InjectOptions['method'], template: string, url: string, payload?: unknown) => {
  const res = await t.app.inject({ method, url, headers: admin, ...(payload === undefined ? {} : { payload: payload as never }) });
  const problem = check(String(method), template, res.statusCode, res.body, String(res.headers['content-type'] ?? 'application/json'));
  if (problem) problems.push(problem);
  statuses.set(`${String(method)} ${url}`, res.statusCode);
  return { status: res.statusCode, body: res.body && String(res.headers['content-type']).includes('json') ? res.json() : null };
};

type Entry = Record<string, unknown> & { documentId: string };

/** A create body from an existing entry: its scalars, its populated relations as documentIds. */
const copyOf = (entry: Entry, accepted: string[]): Record<string, unknown> => {
  const data: Record<string, unknown> = {};
  for (const key of accepted) {
    const value = entry[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) data[key] = value.map((v) => (v && typeof v === 'object' ? (v as Entry).documentId : v));
    else if (value && typeof value === 'object' && 'documentId' in value) data[key] = (value as Entry).documentId;
    else data[key] = value;
  }
  return data;
};

let serial = 10;
/**
 * Creates a copy, making a taken unique value (a plate, a name) new and leaving out a field the
 * API refuses on create, as a user would when told.
 */
const createCopy = async (path: string, data: Record<string, unknown>) => {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await call('POST', path, path, { data });
    const field = answer.body?.error?.details?.errors?.[0]?.path?.[0] as string | undefined;
    if (answer.status !== 400 || !field || !(field in data) || attempt === 5) return answer;
    const value = data[field];
    serial += 1;
    if (typeof value === 'string' && /already|taken|exists/i.test(answer.body.error.message as string))
      data[field] = `${value.slice(0, -2)}${serial}`;
    else delete data[field];
  }
};

/** Collections: a list path whose 200 is a page of entries, with a `/{id}` beside it. */
const collections = (): string[] =>
  Object.keys(document.paths).filter((path) => {
    const list = document.paths[path]?.get?.responses['200'] as { content?: Record<string, { schema?: { properties?: object } }> };
    const page = list?.content?.['application/json']?.schema?.properties as { meta?: { required?: string[] } } | undefined;
    return page?.meta?.required?.includes('pagination') && document.paths[`${path}/{id}`];
  });

const inputFields = (path: string): string[] => {
  const body = document.paths[path]?.post as {
    requestBody?: { content: Record<string, { schema: { properties?: { data?: { $ref: string } } } }> };
  };
  const ref = body?.requestBody?.content['application/json']?.schema.properties?.data?.$ref;
  const schema = ref ? (document.components.schemas[ref.split('/').pop()!] as { properties?: object }) : undefined;
  return Object.keys(schema?.properties ?? {});
};

describe('every collection answers as its document says', () => {
  it('list, one, create, update, delete, commands and their 400/404 answers', async () => {
    const paths = collections();
    expect(paths.length).toBeGreaterThanOrEqual(20);
    let created = 0;
    for (const path of paths) {
      const one = `${path}/{id}`;
      // Some collections are read-only (odometer readings) or never deleted (price agreements).
      const has = (method: 'put' | 'delete') => Boolean(document.paths[one]?.[method]);
      const list = await call('GET', path, `${path}?pagination[pageSize]=3`);
      expect({ path, status: list.status }).toEqual({ path, status: 200 });
      await call('GET', path, `${path}?fields=no-such-field`);
      await call('GET', one, `${path}/${MISSING}`);
      if (has('put')) await call('PUT', one, `${path}/${MISSING}`, { data: {} });
      if (has('delete')) await call('DELETE', one, `${path}/${MISSING}`);
      for (const [command, ops] of Object.entries(document.paths))
        if (command.startsWith(`${one}/`) && ops.post)
          await call('POST', command, `${path}/${MISSING}/${command.slice(one.length + 1)}`, {});
      const first = (list.body.data as Entry[])[0];
      if (!first) continue;
      const populated = await call('GET', one, `${path}/${first.documentId}?populate=*`);
      await call('GET', one, `${path}/${first.documentId}?fields[0]=documentId`);
      if (!document.paths[path]?.post) continue;
      await call('POST', path, path, { data: {} });
      const copy = await createCopy(path, copyOf(populated.body?.data ?? first, inputFields(path)));
      if (copy.status !== 201) continue;
      created += 1;
      const id = (copy.body.data as Entry).documentId;
      if (has('put')) await call('PUT', one, `${path}/${id}`, { data: {} });
      if (has('delete')) await call('DELETE', one, `${path}/${id}`);
    }
    expect(problems).toEqual([]);
    // The copies must get through for most collections that create, so success answers are checked, not only refusals.
    expect(created).toBeGreaterThan(paths.filter((path) => document.paths[path]?.post).length / 3);
  });
});
