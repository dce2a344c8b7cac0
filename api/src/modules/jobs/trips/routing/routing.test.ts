import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseRoutingSettings } from './settings';
import { osrmProvider } from './osrm-provider';
import { straightLineProvider } from './routing-provider';
import { selectRoutingProvider } from './select-routing';

const goteborg = { latitude: 57.7089, longitude: 11.9746 };
const jonkoping = { latitude: 57.7826, longitude: 14.1618 };

describe('routing settings', () => {
  it('choose the straight line by default and OSRM when named', () => {
    expect(selectRoutingProvider(parseRoutingSettings({}))).toBe(straightLineProvider);
    expect(selectRoutingProvider(parseRoutingSettings({ ROUTING: 'osrm', ROUTING_URL: 'http://127.0.0.1:5000' })).source).toBe('routing');
  });
});

describe('the OSRM adapter, against a local fake', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if ((req.url ?? '').includes('0,0')) res.end(JSON.stringify({ code: 'NoRoute', routes: [] }));
      else res.end(JSON.stringify({ code: 'Ok', routes: [{ distance: 148_350, duration: 6_330 }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for the route through the points in order (lng,lat) and answers km and minutes', async () => {
    expect(await osrmProvider(base).route([goteborg, jonkoping])).toEqual({ km: 148.4, minutes: 106 });
    expect(seen.at(-1)).toBe('/route/v1/driving/11.9746,57.7089;14.1618,57.7826?overview=false');
  });

  it('throws when the server finds no route, and asks nothing for a single point', async () => {
    await expect(osrmProvider(base).route([goteborg, { latitude: 0, longitude: 0 }])).rejects.toThrow('OSRM found no route (NoRoute)');
    const before = seen.length;
    expect(await osrmProvider(base).route([goteborg])).toEqual({ km: 0, minutes: 0 });
    expect(seen).toHaveLength(before);
  });
});
