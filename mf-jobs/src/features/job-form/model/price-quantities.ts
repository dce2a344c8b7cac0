import type { CustomerPricing, JobQuantities } from '@haulage/shared/contracts';
import { inputToNumber, localToIso } from './form-values';
import type { JobFormValues } from './job-form';
import { plannedHours } from './planned-hours';

/** The agreement in force on the day: active, and the day within its validity (open ends allowed). */
export const agreementOn = (agreements: readonly CustomerPricing[], day: string): CustomerPricing | null =>
  agreements.find(
    (agreement) =>
      agreement.status === 'active' &&
      (!agreement.validFrom || agreement.validFrom <= day) &&
      (!agreement.validTo || agreement.validTo >= day),
  ) ?? null;

type PreviewValues = Pick<JobFormValues, 'vehicleClass' | 'kmPlanned' | 'stops'>;

/**
 * What the preview rates, the way the API rates a job before it has actuals: km planned, the
 * stops' planned span, the number of stops, and the zones of the first pickup and last delivery.
 * `areaOf` gives a chosen destination's area name.
 */
export const previewQuantities = (values: PreviewValues, areaOf: (destination: string) => string | null): JobQuantities => {
  const stops = values.stops;
  const km = inputToNumber(values.kmPlanned);
  const pickup = stops.find((stop) => stop.type === 'pickup') ?? stops[0];
  const delivery = [...stops].reverse().find((stop) => stop.type === 'delivery') ?? stops.at(-1);
  const zone = (stop: (typeof stops)[number] | undefined) => (stop?.destination ? areaOf(stop.destination) : null);
  return {
    vehicleClass: values.vehicleClass,
    km: km != null && Number.isFinite(km) ? km : undefined,
    hours: plannedHours(stops.map((stop) => ({ plannedFrom: localToIso(stop.plannedFrom), plannedTo: localToIso(stop.plannedTo) }))),
    stops: stops.length,
    fromArea: zone(pickup),
    toArea: zone(delivery),
  };
};
