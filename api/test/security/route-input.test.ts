import { can } from '@haulage/shared/contracts';
import type { InjectOptions } from 'fastify';
import { authHeader } from '../auth';
import { buildTestApp, type TestApp } from '../helper';
import { checkAnswer } from './fuzz-answers';

// Every route, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

/**
 * Generated from the route table, so a route is held to these the day it is registered: a NUL
 * anywhere in a query or body is a 400 naming where, a page past any list's range is the same 400
 * on every list (custom ones included), and a DELETE of an entry that does not exist is a 404.
 */
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await authHeader(t.app, 'admin');
});
afterAll(async () => t.close());

const MISSING = 'a'.repeat(24);
const HUGE = '9223372036854775807';
const urlOf = (pattern: string, id = MISSING): string => pattern.replace(/:[A-Za-z]+/g, id).replace(/\*$/, 'x');
const routes = (methods: string[]) => t.app.routeAccess.filter((route) => methods.includes(route.method) && route.url.startsWith('/api/'));
const call = (method: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: method as InjectOptions['method'], url, headers: admin, ...(payload === undefined ? {} : { payload }) });
const join = (url: string, query: string): string => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/** What a report needs to answer a list at all (a date range); other routes need nothing. */
const NEEDS: Record<string, string> = {
  '/api/trucks/performance': 'from=2026-01-01&to=2026-01-31',
  '/api/customers/performance': 'from=2026-01-01&to=2026-01-31',
};
const listUrl = (pattern: string): string => (NEEDS[pattern] ? `${pattern}?${NEEDS[pattern]}` : pattern);

describe('a NUL character', () => {
  it.each(['_q=a%00b', 'filters[name][$containsi]=a%00b', 'sort=a%00b', 'x%00=1'])(
    'in a query (%s) is a 400 naming the parameter on every route',
    async (query) => {
      const wrong: string[] = [];
      for (const route of routes(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])) {
        const res = await call(
          route.method,
          join(urlOf(route.url), query),
          route.method === 'GET' || route.method === 'DELETE' ? undefined : { data: {} },
        );
        const error = res.statusCode === 400 ? res.json().error : null;
        if (!error || !/NUL character/.test(error.message) || typeof error.details.param !== 'string')
          wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.payload.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('in any text of a write body is a 400 at its path', async () => {
    const wrong: string[] = [];
    for (const route of routes(['POST', 'PUT', 'PATCH'])) {
      const res = await call(route.method, urlOf(route.url), { data: { name: 'a\u0000b', nested: [{ note: 'x' }, { note: 'y\u0000' }] } });
      const error = res.statusCode === 400 ? res.json().error : null;
      if (!error || JSON.stringify(error.details.errors?.[0]?.path) !== '["data","name"]')
        wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.payload.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is refused in a stored text field, and no other character stops a search', async () => {
    const res = await call('POST', '/api/areas', { data: { name: 'Nord\u0000' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Invalid value at 'data.name': text may not contain a NUL character");
    for (let code = 1; code < 32; code += 1) {
      const text = encodeURIComponent(`a${String.fromCharCode(code)}b`);
      for (const base of ['/api/trucks', '/api/jobs', '/api/customers', '/api/areas']) {
        const search = await call('GET', `${base}?_q=${text}`);
        checkAnswer(search.statusCode, search.payload, `GET ${base}?_q=${text}`);
        expect(search.statusCode).toBe(200);
      }
    }
  });
});

describe('a page past the range', () => {
  it('is the same 400 on every list, generic or custom', async () => {
    const lists: string[] = [];
    const wrong: string[] = [];
    for (const route of routes(['GET']).filter((r) => !r.url.includes(':') && r.access.kind !== 'public')) {
      const plain = await call('GET', listUrl(route.url));
      const paged = plain.statusCode === 200 && (Array.isArray(plain.json()) || plain.json()?.meta?.pagination !== undefined);
      if (!paged) continue;
      lists.push(route.url);
      for (const query of [`pagination[page]=${HUGE}`, `pagination[pageSize]=${HUGE}`, `page=${HUGE}`, `pagination[start]=${HUGE}`]) {
        const res = await call('GET', join(listUrl(route.url), query));
        checkAnswer(res.statusCode, res.payload, `GET ${route.url}?${query}`);
        if (res.statusCode !== 400 || res.json().error.details.param !== 'pagination')
          wrong.push(`${route.url}?${query}: ${res.statusCode}`);
      }
    }
    expect(lists).toEqual(
      expect.arrayContaining(['/api/trucks', '/api/trucks/findSortedTruckByDrivers', '/api/users', '/api/trucks/performance']),
    );
    expect(wrong).toEqual([]);
  });
});

describe('DELETE of an entry that does not exist', () => {
  it('is a 404 on every collection an admin may delete from, by documentId and by id', async () => {
    const wrong: string[] = [];
    const deletable = routes(['DELETE']).filter(
      (r) => r.url.includes(':') && r.access.kind === 'permission' && can('admin', r.access.resource, r.access.action),
    );
    expect(deletable.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/trucks/:id', '/api/jobs/:id', '/api/destinations/:id']));
    for (const route of deletable) {
      for (const id of [MISSING, '999999']) {
        const res = await call('DELETE', urlOf(route.url, id));
        if (res.statusCode !== 404 || res.json().error.name !== 'NotFoundError')
          wrong.push(`DELETE ${urlOf(route.url, id)}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
