import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from './helper';

/**
 * Every URL of the API is found by grep (docs/adr/0030): a hand-written route's URL is a literal
 * where it is registered; a route whose URL is assembled (the content engine's CRUD routes and
 * commands, a report's CSV twin) is written out in src/assembled-routes.md, which this test keeps
 * equal to what the API registers. `UPDATE_ROUTE_TABLE=1` rewrites the file.
 */
const SOURCE = join(__dirname, '../src');
const TABLE = join(SOURCE, 'assembled-routes.md');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Test support calls routes; it registers none.
    if (statSync(path).isDirectory()) return name === 'test-support' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });

const quoted = (url: string): string[] => [`'${url}'`, `"${url}"`, `\`${url}\``];

type Document = { paths: Record<string, Record<string, { summary?: string }>> };

const render = (rows: string[]): string =>
  [
    '# Assembled routes',
    '',
    'The routes whose URL is put together rather than written out: the content engine makes a',
    "collection's five routes from its content type's `path` (or `uid`) and a command's route from its",
    '`name` (`src/content/routes.ts`); a report adds its CSV twin. Grep a URL here to find what answers',
    'it; every other route has its URL written once where it is registered. Kept equal to the routes the',
    'API registers by `test/route-table.test.ts` (`UPDATE_ROUTE_TABLE=1` rewrites this file).',
    '',
    '| Route | What it does |',
    '| --- | --- |',
    ...rows,
    '',
  ].join('\n');

describe('the route table', () => {
  it('writes out every assembled URL, and only those', async () => {
    const sources = sourceFiles(SOURCE).map((path) => readFileSync(path, 'utf8'));
    const document = (await t.app.inject({ method: 'GET', url: '/documentation/json' })).json<Document>();
    const summaryOf = (method: string, url: string) =>
      document.paths[url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()]?.summary ?? '';
    const rows = t.app.routeAccess
      .filter((route) => !sources.some((text) => quoted(route.url).some((literal) => text.includes(literal))))
      .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
      .map((route) => `| \`${route.method} ${route.url}\` | ${summaryOf(route.method, route.url).replace(/\|/g, '\\|')} |`);
    const expected = render(rows);
    if (process.env.UPDATE_ROUTE_TABLE) writeFileSync(TABLE, expected);
    expect(rows.length).toBeGreaterThan(50);
    expect(readFileSync(TABLE, 'utf8')).toBe(expected);
  });
});
