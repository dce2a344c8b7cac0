import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../helper';

interface Problem {
  severity: 'error' | 'warn';
  ruleId: string;
  message: string;
  at?: string;
}

const lint = (document: string): Promise<Problem[]> =>
  new Promise((resolve, reject) => {
    const child = execFile('node', [join(__dirname, 'redocly-lint.mjs')], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as Problem[]),
    );
    child.stdin!.end(document);
  });

let t: TestApp;
type Operation = {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { $ref?: string }>;
};
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
}
let document: Document;
beforeAll(async () => {
  t = await buildTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/documentation/json' })).json();
});
afterAll(() => t.close());

const operations = (): [string, Operation][] =>
  Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
  );

describe('the published OpenAPI document', () => {
  it('passes Redocly’s recommended rules with no error', async () => {
    const problems = await lint(JSON.stringify(document));
    const errors = problems.filter((p) => p.severity === 'error');
    console.info(`OpenAPI lint: ${errors.length} errors, ${problems.length - errors.length} warnings`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('gives every operation a summary, a unique operationId, tags, a success and its 4xx in the error envelope', () => {
    const ids = new Set<string>();
    for (const [name, op] of operations()) {
      expect({ name, summary: typeof op.summary, tags: op.tags?.length }).toEqual({ name, summary: 'string', tags: 1 });
      // A summary written for the route, not the fallback that repeats its method and path.
      expect(op.summary).not.toBe(name);
      expect(ids.has(op.operationId!)).toBe(false);
      ids.add(op.operationId!);
      const codes = Object.keys(op.responses).map(Number);
      expect({ name, success: codes.some((c) => c >= 200 && c < 300) }).toEqual({ name, success: true });
      expect({ name, has400: codes.includes(400) }).toEqual({ name, has400: true });
      for (const code of codes.filter((c) => c >= 400)) expect(op.responses[code]!.$ref).toBe(`#/components/responses/Error${code}`);
    }
    expect(document.components.responses.Error400).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });

  it('describes what every operation answers: no success without a schema or a media type', () => {
    type Success = { content?: Record<string, { schema?: object }> };
    const undescribed = operations().flatMap(([name, op]) =>
      Object.entries(op.responses as Record<string, Success>)
        .filter(([code]) => Number(code) < 300 && code !== '204')
        .filter(([, answer]) => {
          const json = answer.content?.['application/json'];
          return !answer.content || (json !== undefined && Object.keys(json.schema ?? {}).length === 0);
        })
        .map(([code]) => `${name} ${code}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('documents a collection from its zod contract and content type: 201 create with a body, 204 delete, pages and 4xx', () => {
    const trucks = document.paths['/api/trucks']!;
    expect(Object.keys(trucks.post!.responses)).toEqual(['201', '400', '401', '403', '409', '413', '503']);
    expect(trucks.post!.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { properties: { data: { $ref: '#/components/schemas/TrucksInput' } } } } },
    });
    expect(document.components.schemas.TrucksInput).toMatchObject({ properties: { truckName: { type: 'string', maxLength: 80 } } });
    expect(trucks.get!.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { properties: { meta: { required: ['pagination'] } } } } },
    });
    expect(document.components.schemas.TrucksEntry).toMatchObject({
      properties: { area: { anyOf: [{ $ref: '#/components/schemas/AreasEntry' }, { type: 'null' }] } },
    });
    expect(Object.keys(document.paths['/api/areas/{id}']!.delete!.responses)).toEqual(['204', '400', '401', '403', '404', '409', '503']);
    expect(Object.keys(document.paths['/api/users']!.post!.responses)).toContain('201');
    expect(Object.keys(document.paths['/api/upload/files/{id}']!.delete!.responses)).toContain('204');
    expect(Object.keys(document.paths['/api/events/{id}']!.delete!.responses)).toEqual(['204', '400', '401', '403', '404', '409', '503']);
    expect(t.app.csvRoutes.length).toBeGreaterThan(0);
    for (const { method, url } of t.app.csvRoutes) {
      const success = document.paths[url.replace(/:(\w+)/g, '{$1}')]![method.toLowerCase()]!.responses['200'] as { content: object };
      expect({ url, types: Object.keys(success.content) }).toEqual({ url, types: expect.arrayContaining(['text/csv']) });
    }
    const types = (path: string, method = 'get') =>
      Object.keys((document.paths[path]![method]!.responses['200'] as { content: object }).content);
    // A report answers JSON unless asked for CSV; an export answers only its file.
    expect(types('/api/jobs/report')).toEqual(['application/json', 'text/csv']);
    expect(types('/api/trucks/performance/export-csv')).toEqual(['text/csv']);
    expect(types('/api/drivers/salaries/export')).toEqual(['text/csv', 'application/xml']);
    expect(types('/api/events')).toEqual(['application/json', 'text/calendar']);
    const login = document.paths['/admin/login']!.post!;
    expect(Object.keys(login.responses)).toEqual(['200', '400', '413', '429', '503']);
    expect(login.security).toEqual([]);
  });

  it('documents the bodies of custom routes and commands from the zod contracts that read them', () => {
    const schemaOf = (ref: unknown) => document.components.schemas[String(ref).split('/').pop()!] as { properties?: object };
    const bodyOf = (path: string, method: string) =>
      (
        document.paths[path]![method]!.requestBody as {
          required: boolean;
          content: { 'application/json': { schema: Record<string, never> } };
        }
      ).content['application/json'].schema as { $ref?: string; properties?: { data?: { $ref: string } } };

    const login = bodyOf('/admin/login', 'post');
    expect(schemaOf(login.$ref).properties).toHaveProperty('password');
    const ready = bodyOf('/api/jobs/ready-to-invoice', 'post');
    expect(schemaOf(ready.properties!.data!.$ref).properties).toHaveProperty('jobs');
    const payment = document.paths['/api/customers/invoices/{id}/payments']!.post!.requestBody as { required: boolean };
    expect(payment.required).toBe(true);
    expect(schemaOf(bodyOf('/api/customers/invoices/{id}/payments', 'post').properties!.data!.$ref).properties).toHaveProperty('amount');
  });

  it('gives the custom routes that create, send and export their body and answer from their contracts, 201 where they create', () => {
    type Described = { requestBody?: { content: Record<string, { schema: object }> }; responses: Record<string, { content?: object }> };
    const op = (path: string, method: string) => document.paths[path]![method] as unknown as Described;
    const generic = { type: 'object' };
    const checked: [string, string, string][] = [
      ['/api/customer-filters', 'post', '201'],
      ['/api/customer-filters/{id}', 'put', '200'],
      ['/api/jobs/createMulti', 'post', '201'],
      ['/api/events', 'post', '201'],
      ['/api/events/{id}', 'put', '200'],
      ['/api/calendar-feed', 'post', '201'],
      ['/api/customers/invoices/export-fortnox', 'post', '200'],
      ['/api/drivers/salaries/month', 'post', '201'],
    ];
    for (const [path, method, status] of checked) {
      const operation = op(path, method);
      expect({ path, body: operation.requestBody?.content['application/json']?.schema }).not.toEqual({ path, body: generic });
      const answer = operation.responses[status]!.content as { 'application/json': { schema: object } };
      expect({ path, answer: answer['application/json'].schema }).not.toEqual({ path, answer: {} });
    }
    expect(Object.keys(op('/api/drivers/salaries/month', 'post').responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(Object.keys(op('/api/jobs/raw', 'post').requestBody!.content)).toEqual(['text/csv', 'text/plain', 'application/json']);
    expect(Object.keys(op('/api/jobs/raw', 'post').responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(Object.keys(op('/api/upload', 'post').requestBody!.content)).toEqual(['multipart/form-data']);
    for (const what of ['send', 'remind']) {
      const sending = op(`/api/customers/invoices/{id}/${what}`, 'post');
      expect(sending.requestBody).toBeUndefined();
      expect(Object.keys(sending.responses)).toContain('409');
      expect(sending.responses['200']!.content).toMatchObject({
        'application/json': { schema: { properties: { data: { $ref: expect.any(String) } } } },
      });
    }
    expect(Object.keys(op('/api/customers/invoices/export-sie', 'post').responses['200']!.content!)).toEqual(['text/plain']);
  });
});
