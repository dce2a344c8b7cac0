import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCommand, registerCollectionRoutes } from '../../src/content';
import { applicationError } from '../../src/http/errors';
import { tyresType } from '../../src/modules/fleet/content-types';
import { fleetClient, truckInput } from '../../src/modules/fleet/test-support/fleet-client';
import { authHeader } from '../auth';
import { buildTestApp, type TestApp } from '../helper';

// A second collection over the tyre table whose commands write, announce, and then fail or not.
const noteCommand = (name: string, fail: boolean) =>
  defineCommand({
    name,
    body: z.object({ note: z.string().min(1, 'Please write a note') }),
    run: async (ctx) => {
      await ctx.service.update(ctx.entry.id, { note: ctx.body.note });
      ctx.publish('tyres', 'noted', { id: ctx.entry.id, documentId: ctx.entry.documentId });
      if (fail) throw applicationError('The note was refused after it was written');
    },
  });
const extend = (app: FastifyInstance) => {
  registerCollectionRoutes(app, {
    contentType: { ...tyresType, uid: 'test-tyres', resource: 'tyres' },
    commands: [noteCommand('note', false), noteCommand('fail', true)],
  });
};

let t: TestApp;
let client: ReturnType<typeof fleetClient>;
const published: string[] = [];
let set: { id: number; documentId: string };
let n = 0;

beforeAll(async () => {
  t = await buildTestApp({}, extend);
  client = fleetClient(t.app);
  const publish = t.app.publish.bind(t.app);
  t.app.publish = (topic, event, payload) => {
    published.push(`${topic}:${event}`);
    publish(topic, event, payload);
  };
});
afterAll(async () => t.close());
beforeEach(async () => {
  published.length = 0;
  const truck = (await client.post('/api/trucks', truckInput((n += 1)))).body.data;
  set = (
    await client.post('/api/tyres', {
      truck: truck.documentId,
      axle: 'front',
      season: 'winter',
      brand: 'Nokian',
      size: '385/55R22.5',
      note: 'new',
    })
  ).body.data;
  published.length = 0;
});

const command = async (name: string, data: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/test-tyres/${set.documentId}/${name}?populate=truck`,
    headers: { ...(await authHeader(t.app, 'admin')), ...headers },
    payload: { data } as object,
  });
const note = async () => (await client.get(`/api/tyres/${set.documentId}`)).body.data.note;

describe('commands', () => {
  it('validate the body with zod before anything is written', async () => {
    const res = await command('note', { note: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors[0]).toMatchObject({ path: ['note'], message: 'Please write a note' });
    expect((await command('note', { note: 'x', other: 1 })).json().error.message).toBe('Invalid key other');
    expect(await note()).toBe('new');
  });

  it('publish only after the commit, and answer the entry read back with populate and an ETag', async () => {
    const res = await command('note', { note: 'checked' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ note: 'checked', truck: { documentId: expect.any(String) } });
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(published).toEqual(['tyres:noted']);
  });

  it('publish nothing and write nothing when the transaction rolls back', async () => {
    const res = await command('fail', { note: 'lost' });
    expect(res.statusCode).toBe(400);
    expect(published).toEqual([]);
    expect(await note()).toBe('new');
  });

  it('refuse a stale If-Match with 409 and write nothing', async () => {
    const etag = (await t.app.inject({ method: 'GET', url: `/api/tyres/${set.documentId}`, headers: await authHeader(t.app, 'admin') }))
      .headers.etag as string;
    expect((await command('note', { note: 'first' }, { 'if-match': etag })).statusCode).toBe(200);
    const stale = await command('note', { note: 'second' }, { 'if-match': etag });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      data: null,
      error: { status: 409, name: 'ConflictError', message: 'This test tyre was changed by someone else since you opened it', details: {} },
    });
    expect(await note()).toBe('first');
    expect(published).toEqual(['tyres:noted']);
  });

  it('are answered 404 for an entry that does not exist', async () => {
    set = { id: 0, documentId: 'nope' };
    expect((await command('note', { note: 'x' })).statusCode).toBe(404);
  });
});
