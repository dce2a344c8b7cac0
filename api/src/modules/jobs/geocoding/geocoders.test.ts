import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gazetteerGeocoder } from './gazetteer';
import { googleGeocoder, nominatimGeocoder } from './http-geocoders';
import { selectGeocoder } from './select-geocoder';
import { parseGeocoderSettings } from './settings';

describe('the offline gazetteer', () => {
  it('finds a town by name, folded, or by the address’s last part', async () => {
    expect(await gazetteerGeocoder.geocode({ city: 'GOTEBORG' })).toMatchObject({ city: 'Göteborg', depot: 'Göteborg', latitude: 57.7089 });
    expect(await gazetteerGeocoder.geocode({ address: 'Lagergatan 4, Jönköping' })).toMatchObject({ city: 'Jönköping' });
  });

  it('finds a postcode area by its longest prefix', async () => {
    expect(await gazetteerGeocoder.geocode({ postcode: '418 78' })).toMatchObject({ city: 'Torslanda' });
    expect(await gazetteerGeocoder.geocode({ postcode: '41105' })).toMatchObject({ city: 'Göteborg' });
  });

  it('answers null for what it does not know', async () => {
    expect(await gazetteerGeocoder.geocode({ city: 'Atlantis' })).toBeNull();
    expect(await gazetteerGeocoder.geocode({ postcode: '00000' })).toBeNull();
    expect(await gazetteerGeocoder.geocode({ city: 'Oslo', country: 'NO' })).toBeNull();
  });
});

describe('HTTP providers, against a local fake', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      const url = new URL(req.url ?? '/', 'http://x');
      const q = url.searchParams.get('q') ?? url.searchParams.get('address') ?? '';
      const found = q.includes('Storgatan');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/search') res.end(JSON.stringify(found ? [{ lat: '59.33', lon: '18.06' }] : []));
      else
        res.end(
          JSON.stringify(
            found
              ? { status: 'OK', results: [{ geometry: { location: { lat: 59.33, lng: 18.06 } } }] }
              : { status: 'ZERO_RESULTS', results: [] },
          ),
        );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('Nominatim: a hit, a miss, and the query it sends', async () => {
    seen.length = 0;
    const nominatim = nominatimGeocoder(base);
    expect(await nominatim.geocode({ address: 'Storgatan 1', postcode: '111 22', city: 'Stockholm' })).toEqual({
      latitude: 59.33,
      longitude: 18.06,
    });
    expect(await nominatim.geocode({ address: 'Nowhere 9' })).toBeNull();
    expect(seen[0]).toContain('countrycodes=se');
  });

  it('Google: a hit and ZERO_RESULTS', async () => {
    const google = googleGeocoder(base, 'k');
    expect(await google.geocode({ address: 'Storgatan 1' })).toEqual({ latitude: 59.33, longitude: 18.06 });
    expect(await google.geocode({ address: 'Nowhere 9' })).toBeNull();
  });

  it('is chosen by the API’s settings, the gazetteer by default', () => {
    expect(selectGeocoder(parseGeocoderSettings({})).name).toBe('gazetteer');
    expect(selectGeocoder(parseGeocoderSettings({ GEOCODER: 'nominatim', GEOCODER_URL: base })).name).toBe('nominatim');
    expect(selectGeocoder(parseGeocoderSettings({ GEOCODER: 'Google', GOOGLE_MAPS_API_KEY: 'k' })).name).toBe('google');
  });
});
