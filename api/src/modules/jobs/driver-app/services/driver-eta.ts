import type { DriverEtaInput } from '@haulage/shared/contracts';
import type { DriverAppHost, SignedInUser } from './driver-host';
import { applicationError, HttpError } from '../../../../http/errors';
import { selectRoutingProvider, straightLineProvider, type LatLng, type RoutingProvider } from '../../trips/index';
import { createEtaPace } from '../model/eta-pace';
import { etaAt, etaRoute } from '../model/eta-route';
import { runStopPlaces } from '../repository/stop-repository';
import { driverOf, findOwnJob } from './driver-action';

// One pace per running API (its database handle): a test's fresh app starts with none told.
const paces = new WeakMap<object, ReturnType<typeof createEtaPace>>();
const paceOf = (app: DriverAppHost) => {
  const known = paces.get(app.db);
  if (known) return known;
  const pace = createEtaPace();
  paces.set(app.db, pace);
  return pace;
};

/** The road's driving minutes from the routing adapter; the straight line stands in when it cannot answer. */
const drivingMinutes = async (provider: RoutingProvider, points: LatLng[]): Promise<number> => {
  try {
    return (await provider.route(points)).minutes;
  } catch {
    return (await straightLineProvider.route(points)).minutes;
  }
};

/**
 * PATCH /api/jobs/eta from a driver's phone: only for their own job (else 404), at most every few
 * minutes per job (429). The phone says where it is; the ETA is worked out here, from that position
 * through the stops left to the job's last one, with the routing adapter (straight line by default).
 * Answers the input to apply, told as the driver's.
 */
export const driverEtaInput = async (app: DriverAppHost, user: SignedInUser, input: DriverEtaInput) => {
  const driver = await driverOf(app, user);
  const job = await findOwnJob(app.db, driver, String(input.job));
  if (!paceOf(app).allow(Number(job.id)))
    throw new HttpError(429, 'RateLimitError', 'The ETA of this job was told a moment ago; tell it again in a few minutes', {});
  const position = { latitude: input.position.lat, longitude: input.position.lng };
  const route = etaRoute(position, await runStopPlaces(app.db, job), Number(job.id));
  if ('refused' in route) throw applicationError(route.refused);
  const minutes = await drivingMinutes(selectRoutingProvider(app.config.routing), route.points);
  return { job: Number(job.id), eta: etaAt(new Date(), minutes, route.stopsOnTheWay), source: 'driver' };
};
