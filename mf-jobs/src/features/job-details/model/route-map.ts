import type { JobStop } from '@haulage/shared/contracts';

export interface RoutePoint {
  latitude: number;
  longitude: number;
}

/** Google's Maps Embed API allows at most this many waypoints between origin and destination. */
const MAX_WAYPOINTS = 20;

const at = (point: RoutePoint) => `${point.latitude},${point.longitude}`;

/** The stops' places in driving order, those with coordinates only. */
export const routePoints = (stops: readonly JobStop[]): RoutePoint[] =>
  [...stops]
    .sort((a, b) => a.sequence - b.sequence)
    .flatMap((stop) => {
      const place = stop.destination;
      return place && place.latitude != null && place.longitude != null ? [{ latitude: place.latitude, longitude: place.longitude }] : [];
    });

/**
 * An embedded Google Maps directions URL through the points (origin, waypoints, destination), or
 * null when there is no route to draw: fewer than two places, or more than the API takes.
 */
export const directionsEmbedUrl = (key: string, points: readonly RoutePoint[]): string | null => {
  if (points.length < 2 || points.length - 2 > MAX_WAYPOINTS) return null;
  const params = new URLSearchParams({ key, origin: at(points[0]!), destination: at(points.at(-1)!), mode: 'driving' });
  if (points.length > 2) params.set('waypoints', points.slice(1, -1).map(at).join('|'));
  return `https://www.google.com/maps/embed/v1/directions?${params.toString()}`;
};

/** The maps key the shell was configured with (`mapsApiKey` in its /config.json); without it the route is a plain list of stops. */
export const mapsKeyOf = (platform: { mapsApiKey?: string }): string | null => platform.mapsApiKey?.trim() || null;
