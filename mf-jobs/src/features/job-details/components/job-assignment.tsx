import type { Job } from '@haulage/shared/contracts';
import { formatDate } from '@haulage/shared/format';
import { DetailList } from '@haulage/shared/ui';
import { DetailSection } from './detail-section';

/** Who drives it with what, given on the planning board. */
export const JobAssignment = ({ job }: { job: Job }) => (
  <DetailSection title="Assignment">
    <DetailList
      items={[
        { label: 'Truck', value: job.truck ? `${job.truck.truckName} (${job.truck.registrationPlateNumber})` : 'Not assigned' },
        { label: 'Driver', value: job.driver ? `${job.driver.firstName} ${job.driver.lastName}` : null },
        { label: 'Trailers', value: job.trailers?.map((trailer) => `${trailer.trailerName} (${trailer.plateNumber})`).join(', ') },
        { label: 'Planned date', value: job.plannedDate ? formatDate(job.plannedDate) : null },
      ]}
    />
  </DetailSection>
);
