import { TRUCK_STATUS_LABELS, TRUCK_STATUSES, type FleetSummary } from '@haulage/shared/contracts';
import { Figure } from './figure';

export const FleetTotals = ({ summary }: { summary: FleetSummary }) => (
  <>
    <div className="db-grid db-grid-3">
      <Figure label="Trucks" value={summary.totalTrucks} />
      <Figure label="Drivers" value={summary.totalDrivers} />
      <Figure label="Trailers" value={summary.totalTrailers} />
    </div>
    <div className="db-grid db-grid-4" aria-label="Trucks by status" role="group">
      {TRUCK_STATUSES.map((status) => (
        <Figure key={status} label={TRUCK_STATUS_LABELS[status]} value={summary.trucksByStatus[status] ?? 0} />
      ))}
    </div>
  </>
);
