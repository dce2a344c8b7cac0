import type { TripEstimateSource } from '@haulage/shared/contracts';
import { type LatLng, type RouteEstimate, straightLineEstimate } from '../model/estimate';

/** Km and driving time of points driven in order. A routing service is one; the local default is the straight line. */
export interface RoutingProvider {
  readonly source: TripEstimateSource;
  route(points: readonly LatLng[]): Promise<RouteEstimate>;
}

/** Works offline and for every destination with coordinates; labelled as an estimate wherever shown. */
export const straightLineProvider: RoutingProvider = {
  source: 'straight_line',
  route: (points) => Promise.resolve(straightLineEstimate(points)),
};

type Point = { latitude: number | null; longitude: number | null };

/** The stops that have coordinates, in order (a stop without a place cannot be measured). */
export const measurablePoints = (stops: readonly Point[]): LatLng[] =>
  stops.flatMap((stop) =>
    stop.latitude == null || stop.longitude == null ? [] : [{ latitude: Number(stop.latitude), longitude: Number(stop.longitude) }],
  );
