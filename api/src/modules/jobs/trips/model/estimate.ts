/** A point on the map (a destination's coordinates). */
export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface RouteEstimate {
  km: number;
  minutes: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km. */
export const haversineKm = (a: LatLng, b: LatLng): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * Roads are longer than the crow flies: Swedish trunk roads run about a quarter longer than the
 * straight line between towns, and a loaded truck averages about 65 km/h over a day's roads.
 */
export const ROAD_FACTOR = 1.25;
export const AVERAGE_SPEED_KMH = 65;

/**
 * The straight-line estimate of driving the points in order: haversine legs × the road factor, time
 * at the average speed. Points without coordinates are left out by the caller.
 */
export const straightLineEstimate = (points: readonly LatLng[], roadFactor = ROAD_FACTOR, speedKmh = AVERAGE_SPEED_KMH): RouteEstimate => {
  let km = 0;
  for (let i = 1; i < points.length; i += 1) km += haversineKm(points[i - 1]!, points[i]!) * roadFactor;
  return { km: Math.round(km * 10) / 10, minutes: Math.round((km / speedKmh) * 60) };
};
