import { addressLine, type Geocoder, type GeocodeHit } from './geocoder';

const TIMEOUT_MS = 5000;

const getJson = async (url: URL, headers: Record<string, string> = {}): Promise<unknown> => {
  const res = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`Geocoder answered ${res.status}`);
  return res.json();
};

const number = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** OpenStreetMap Nominatim (or a self-hosted one): its usage policy asks for an identifying User-Agent. */
export const nominatimGeocoder = (baseUrl: string, userAgent = 'haulage-back-office'): Geocoder => ({
  name: 'nominatim',
  geocode: async (query) => {
    const url = new URL('/search', baseUrl);
    url.search = new URLSearchParams({
      q: addressLine(query),
      format: 'jsonv2',
      limit: '1',
      countrycodes: (query.country ?? 'SE').toLowerCase(),
    }).toString();
    const [first] = (await getJson(url, { 'user-agent': userAgent })) as { lat?: unknown; lon?: unknown }[];
    const [latitude, longitude] = [number(first?.lat), number(first?.lon)];
    return latitude === null || longitude === null ? null : { latitude, longitude };
  },
});

/** Google Geocoding API; ZERO_RESULTS is "not found", any other non-OK status an error. */
export const googleGeocoder = (baseUrl: string, key: string): Geocoder => ({
  name: 'google',
  geocode: async (query): Promise<GeocodeHit | null> => {
    const url = new URL('/maps/api/geocode/json', baseUrl);
    url.search = new URLSearchParams({ address: addressLine(query), key, region: (query.country ?? 'SE').toLowerCase() }).toString();
    const body = (await getJson(url)) as { status?: string; results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[] };
    if (body.status === 'ZERO_RESULTS') return null;
    if (body.status !== 'OK') throw new Error(`Google geocoding answered ${body.status}`);
    const location = body.results?.[0]?.geometry?.location;
    const [latitude, longitude] = [number(location?.lat), number(location?.lng)];
    return latitude === null || longitude === null ? null : { latitude, longitude };
  },
});
