import type { AdrClass, Job, JobInput, JobKind, JobStopInput, PackingGroup, StopType, VehicleClass } from '@haulage/shared/contracts';
import { blankToNull, inputToNumber, isoToLocal, localToIso, nullToBlank } from './form-values';

/** What a new job may be saved as; every later status is a move of the machine on the details page. */
export type StartStatus = 'draft' | 'open';

export interface StopFormValues {
  type: StopType;
  /** The destination's documentId; blank while none is chosen. */
  destination: string;
  /** datetime-local values, in the browser's zone. */
  plannedFrom: string;
  plannedTo: string;
  /** What the driver reported, kept as read so rewriting the stops on an edit does not lose it. */
  arrivedAt: string | null;
  departedAt: string | null;
}

export interface JobFormValues {
  kind: JobKind;
  /** Which button saved the form; on an edit it only decides whether the rules of a real job apply. */
  status: StartStatus;
  customer: string;
  contact: string;
  customerReference: string;
  stops: StopFormValues[];
  goodsDescription: string;
  weightKg: string;
  pallets: string;
  goodsMarks: string;
  packageCount: string;
  packaging: string;
  /** m³, to the litre. */
  volumeM3: string;
  adr: boolean;
  /** Shown and sent only while `adr` is ticked. */
  unNumber: string;
  adrClass: AdrClass | '';
  packingGroup: PackingGroup | '';
  vehicleClass: VehicleClass;
  plannedDate: string;
  kmPlanned: string;
  notesDriver: string;
  notesInternal: string;
}

/** The form's fields the API's field errors may land on (a stop's error lands on the stops). */
export const JOB_FORM_FIELDS = [
  'customer',
  'contact',
  'customerReference',
  'stops',
  'goodsDescription',
  'weightKg',
  'pallets',
  'goodsMarks',
  'packageCount',
  'packaging',
  'volumeM3',
  'adr',
  'unNumber',
  'adrClass',
  'packingGroup',
  'vehicleClass',
  'plannedDate',
  'kmPlanned',
  'notesDriver',
  'notesInternal',
] as const;

export const emptyStop = (type: StopType): StopFormValues => ({
  type,
  destination: '',
  plannedFrom: '',
  plannedTo: '',
  arrivedAt: null,
  departedAt: null,
});

/** A new job starts with the usual pair: one pickup, one delivery. */
export const emptyJobForm = (kind: JobKind = 'job'): JobFormValues => ({
  kind,
  status: kind === 'template' ? 'draft' : 'open',
  customer: '',
  contact: '',
  customerReference: '',
  stops: [emptyStop('pickup'), emptyStop('delivery')],
  goodsDescription: '',
  weightKg: '',
  pallets: '',
  goodsMarks: '',
  packageCount: '',
  packaging: '',
  volumeM3: '',
  adr: false,
  unNumber: '',
  adrClass: '',
  packingGroup: '',
  vehicleClass: 'truck',
  plannedDate: '',
  kmPlanned: '',
  notesDriver: '',
  notesInternal: '',
});

export const jobToForm = (job: Job): JobFormValues => ({
  kind: job.kind,
  status: job.status === 'draft' ? 'draft' : 'open',
  customer: job.customer?.documentId ?? '',
  contact: job.contact?.documentId ?? '',
  customerReference: nullToBlank(job.customerReference),
  stops: [...(job.stops ?? [])]
    .sort((a, b) => a.sequence - b.sequence)
    .map((stop) => ({
      type: stop.type,
      destination: stop.destination?.documentId ?? '',
      plannedFrom: isoToLocal(stop.plannedFrom),
      plannedTo: isoToLocal(stop.plannedTo),
      arrivedAt: stop.arrivedAt,
      departedAt: stop.departedAt,
    })),
  goodsDescription: nullToBlank(job.goodsDescription),
  weightKg: nullToBlank(job.weightKg),
  pallets: nullToBlank(job.pallets),
  goodsMarks: nullToBlank(job.goodsMarks),
  packageCount: nullToBlank(job.packageCount),
  packaging: nullToBlank(job.packaging),
  volumeM3: nullToBlank(job.volumeM3),
  adr: job.adr,
  unNumber: nullToBlank(job.unNumber),
  adrClass: job.adrClass ?? '',
  packingGroup: job.packingGroup ?? '',
  vehicleClass: job.vehicleClass,
  plannedDate: nullToBlank(job.plannedDate),
  kmPlanned: nullToBlank(job.kmPlanned),
  notesDriver: nullToBlank(job.notesDriver),
  notesInternal: nullToBlank(job.notesInternal),
});

const stopToPayload = (stop: StopFormValues, index: number): JobStopInput => ({
  sequence: index + 1,
  type: stop.type,
  destination: blankToNull(stop.destination),
  plannedFrom: localToIso(stop.plannedFrom),
  plannedTo: localToIso(stop.plannedTo),
  ...(stop.arrivedAt ? { arrivedAt: stop.arrivedAt } : {}),
  ...(stop.departedAt ? { departedAt: stop.departedAt } : {}),
});

/** ADR details belong to ADR goods: unticking ADR clears them, rather than sending what the form hides. */
const dangerousGoodsPayload = (values: JobFormValues): Pick<JobInput, 'unNumber' | 'adrClass' | 'packingGroup'> =>
  values.adr
    ? { unNumber: blankToNull(values.unNumber), adrClass: values.adrClass || null, packingGroup: values.packingGroup || null }
    : { unNumber: null, adrClass: null, packingGroup: null };

/** The body's `data` of a create: cleared inputs are null, numbers parsed, stops numbered in their order. */
export const formToJobPayload = (values: JobFormValues): JobInput => ({
  kind: values.kind,
  status: values.status,
  customer: values.customer,
  contact: blankToNull(values.contact),
  customerReference: blankToNull(values.customerReference),
  stops: values.stops.map(stopToPayload),
  goodsDescription: blankToNull(values.goodsDescription),
  weightKg: inputToNumber(values.weightKg),
  pallets: inputToNumber(values.pallets),
  goodsMarks: blankToNull(values.goodsMarks),
  packageCount: inputToNumber(values.packageCount),
  packaging: blankToNull(values.packaging),
  volumeM3: inputToNumber(values.volumeM3),
  adr: values.adr,
  ...dangerousGoodsPayload(values),
  vehicleClass: values.vehicleClass,
  plannedDate: blankToNull(values.plannedDate),
  kmPlanned: inputToNumber(values.kmPlanned),
  notesDriver: blankToNull(values.notesDriver),
  notesInternal: blankToNull(values.notesInternal),
});

/** The destinations the stops name, sorted and once each: one request for the same set, whatever the order of the stops. */
export const chosenDestinationIds = (stops: readonly Pick<StopFormValues, 'destination'>[]): string[] =>
  [...new Set(stops.map((stop) => stop.destination).filter(Boolean))].sort();
