import type { LatLng, RouteEstimate } from '../model/estimate';
import type { RoutingProvider } from './routing-provider';

const TIMEOUT_MS = 5000;

type OsrmAnswer = { code?: string; routes?: { distance?: number; duration?: number }[] };

/**
 * An OSRM server (`/route/v1/driving/lng,lat;…`): metres and seconds of the fastest road route
 * through the points in order. Anything but an `Ok` answer throws, and the trip keeps the
 * straight-line estimate instead (trip-figures).
 */
export const osrmProvider = (baseUrl: string): RoutingProvider => ({
  source: 'routing',
  route: async (points: readonly LatLng[]): Promise<RouteEstimate> => {
    if (points.length < 2) return { km: 0, minutes: 0 };
    const coordinates = points.map((point) => `${point.longitude},${point.latitude}`).join(';');
    const url = `${baseUrl.replace(/\/$/, '')}/route/v1/driving/${coordinates}?overview=false`;
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new Error(`OSRM answered ${res.status}`);
    const answer = (await res.json()) as OsrmAnswer;
    const route = answer.routes?.[0];
    if (answer.code !== 'Ok' || typeof route?.distance !== 'number' || typeof route.duration !== 'number')
      throw new Error(`OSRM found no route (${answer.code ?? 'no code'})`);
    return { km: Math.round(route.distance / 100) / 10, minutes: Math.round(route.duration / 60) };
  },
});
