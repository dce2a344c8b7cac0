import type { Entry } from '../strapi';
import type { Area } from '../fleet/area';
import type { Truck } from '../fleet/truck';
import type { Driver } from '../fleet/driver';
import type { Trailer } from '../fleet/trailer';
import type { ChargeWording } from '../customers/charge-wording';
import type { Customer } from '../customers/customer';
import type { Currency } from '../customers/customer-values';
import type { VehicleClass } from '../fleet/truck-values';
import type { AdrClass, PackingGroup } from './dangerous-goods';
import type { ConfirmationStatus, JobKind, JobStatus, OperationType, StopType } from './job-values';

/** A place jobs go to; geocoded on create (GET /api/destinations). */
export interface Destination extends Entry {
  name: string;
  address: string | null;
  postcode: string | null;
  city: string | null;
  country: string;
  latitude: number | null;
  longitude: number | null;
  openingHours: string | null;
  notes: string | null;
  area?: Area | null;
}

/** One stop of a job, in `sequence` order (`populate=stops`); `place` is the destination's name and city. */
export interface JobStop extends Entry {
  sequence: number;
  type: StopType;
  place: string | null;
  plannedFrom: string | null;
  plannedTo: string | null;
  arrivedAt: string | null;
  departedAt: string | null;
  destination?: Destination | null;
}

/** One move of the status machine (`populate=statusHistory`); who moved it is for the office only. */
export interface JobStatusChange extends Entry {
  fromStatus: string | null;
  toStatus: string;
  reason: string | null;
  userId?: number | null;
  userName?: string | null;
  at: string;
}

/** Extra work on a job (`populate=operations`, /api/job-operations); amounts in öre. */
export interface JobOperation extends Entry {
  type: OperationType;
  description: string | null;
  quantity: number | null;
  unit: string | null;
  unitPrice: number | null;
  amount: number | null;
  source: string | null;
  /**
   * What `description` says, as data, so an invoice prints it in its reader's language; null when
   * the description is the dispatcher's own text (it prints as typed) or was priced before wordings.
   */
  wording?: ChargeWording | null;
}

/** One line of a job's price (`charges`): an agreement line or extra work; öre. */
export interface JobCharge {
  component?: string;
  type?: OperationType;
  description: string | null;
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
  source: 'agreement' | 'generic' | 'manual';
  /**
   * The line's text as data (`describeCharge`): an agreement line's, or extra work's without the
   * dispatcher's own text. Absent on a dispatcher's text and on jobs priced before wordings.
   */
  wording?: ChargeWording | null;
}

/** A job as GET /api/jobs answers it; relations appear when populated, prices for the office only. */
export interface Job extends Entry {
  jobNumber: number;
  kind: JobKind;
  status: JobStatus;
  customerReference: string | null;
  goodsDescription: string | null;
  weightKg: number | null;
  pallets: number | null;
  adr: boolean;
  /** The consignment note's marks and numbers, number of packages, kind of packing and volume (m³, to the litre). */
  goodsMarks: string | null;
  packageCount: number | null;
  packaging: string | null;
  volumeM3: number | null;
  /** Four digits, for ADR goods only, as are the class and packing group. */
  unNumber: string | null;
  adrClass: AdrClass | null;
  packingGroup: PackingGroup | null;
  vehicleClass: VehicleClass;
  plannedDate: string | null;
  kmPlanned: number | null;
  kmActual: number | null;
  hoursActual: number | null;
  /** The driver app completed the job with the route estimate as its km (no odometer readings); false once the office corrects it. */
  kmActualEstimated?: boolean;
  eta: string | null;
  /** Who told the ETA (PATCH /api/jobs/eta): dispatcher, driver, customer or telematics. */
  etaSource?: string | null;
  priceTotal?: number | null;
  currency: Currency | null;
  charges?: JobCharge[] | null;
  notesInternal: string | null;
  notesDriver: string | null;
  confirmationStatus: ConfirmationStatus;
  cancelReason: string | null;
  dispatchedAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  customer?: Customer | null;
  contact?: { id: number; documentId: string; firstName: string; lastName: string; phoneNumber?: string | null } | null;
  truck?: Truck | null;
  driver?: Driver | null;
  trailers?: Trailer[];
  stops?: JobStop[];
  statusHistory?: JobStatusChange[];
  operations?: JobOperation[];
  /** The trip the job travels in (`populate=trip`), if it was combined into one. */
  trip?: { id: number; documentId: string; tripNumber: number } | null;
}

/** A job's consignment-note goods details (CMR boxes 6, 7, 8 and 12) and ADR details, beside its description and weight. */
export type JobGoodsDetails = Pick<
  Job,
  'goodsMarks' | 'packageCount' | 'packaging' | 'volumeM3' | 'unNumber' | 'adrClass' | 'packingGroup'
>;

/** A planning conflict answered with a board drop (`meta.conflicts`); only a sold truck blocks. */
export interface PlanningConflict {
  code: string;
  field: 'truck' | 'driver' | 'trailers' | 'plannedDate';
  message: string;
  blocking?: boolean;
}
