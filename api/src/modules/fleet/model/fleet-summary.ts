import { type DueItem, type DueKind, dueStatus, type FleetSummary, TRUCK_STATUSES, type TruckStatus } from '@haulage/shared/contracts';

export interface TruckFacts {
  documentId: string;
  truckNumber: string;
  registrationPlateNumber: string;
  truckStatus: TruckStatus;
  techInspectionDate: string | null;
  tachographInspectionDate: string | null;
  insuranceExpiryDate: string | null;
}

export interface TrailerFacts {
  documentId: string;
  plateNumber: string;
  trailerStatus: string;
  inspectionDate: string | null;
}

export interface DriverFacts {
  documentId: string;
  firstName: string;
  lastName: string;
  driverStatus: string;
  licenceExpiryDate: string | null;
  code95ExpiryDate: string | null;
  driverCardExpiryDate: string | null;
  adrExpiryDate: string | null;
}

type Subject = Pick<DueItem, 'resource' | 'documentId' | 'subject'>;

const dueItem = (subject: Subject, kind: DueKind, date: string | null, today: string): DueItem | null => {
  const status = dueStatus(date, today);
  if (status !== 'due_soon' && status !== 'overdue') return null;
  return { ...subject, kind, date: date!, status };
};

/**
 * What the dashboard needs of the fleet. Sold trucks, sold trailers and inactive drivers have no
 * deadlines any more, so they are counted but never listed as due.
 */
export const buildFleetSummary = (trucks: TruckFacts[], trailers: TrailerFacts[], drivers: DriverFacts[], today: string): FleetSummary => {
  const trucksByStatus = Object.fromEntries(TRUCK_STATUSES.map((s) => [s, 0])) as Record<TruckStatus, number>;
  const due: (DueItem | null)[] = [];
  for (const t of trucks) {
    trucksByStatus[t.truckStatus] += 1;
    if (t.truckStatus === 'sold') continue;
    const subject: Subject = { resource: 'trucks', documentId: t.documentId, subject: `${t.truckNumber} ${t.registrationPlateNumber}` };
    due.push(
      dueItem(subject, 'techInspection', t.techInspectionDate, today),
      dueItem(subject, 'tachographInspection', t.tachographInspectionDate, today),
      dueItem(subject, 'truckInsurance', t.insuranceExpiryDate, today),
    );
  }
  for (const t of trailers.filter((x) => x.trailerStatus !== 'sold')) {
    due.push(
      dueItem({ resource: 'trailers', documentId: t.documentId, subject: t.plateNumber }, 'trailerInspection', t.inspectionDate, today),
    );
  }
  for (const d of drivers.filter((x) => x.driverStatus !== 'inactive')) {
    const subject: Subject = { resource: 'drivers', documentId: d.documentId, subject: `${d.firstName} ${d.lastName}` };
    due.push(
      dueItem(subject, 'driverLicence', d.licenceExpiryDate, today),
      dueItem(subject, 'driverCode95', d.code95ExpiryDate, today),
      dueItem(subject, 'driverCard', d.driverCardExpiryDate, today),
      dueItem(subject, 'driverAdr', d.adrExpiryDate, today),
    );
  }
  return {
    trucksByStatus,
    totalTrucks: trucks.length,
    totalDrivers: drivers.length,
    totalTrailers: trailers.length,
    due: due
      .filter((item): item is DueItem => item !== null)
      .sort((a, b) => a.date.localeCompare(b.date) || a.subject.localeCompare(b.subject)),
  };
};
