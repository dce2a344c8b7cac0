import { Link as RouterLink } from 'react-router-dom';
import { type Job, JOB_STATUS_LABELS, paths } from '@haulage/shared/contracts';
import { IconButton, Link, StatusBadge, Table, Text } from '@haulage/shared/ui';
import { formatDate, formatMoney } from '@haulage/shared/format';
import { ConfirmationBadge, routeLabel } from '#lib';
import { JobStops } from './job-stops';
import { SelectCheckbox } from './select-checkbox';

/** Which optional columns the list shows: selection for those who write, driver and price for those who may read them. */
export interface JobColumns {
  selectable: boolean;
  driver: boolean;
  price: boolean;
}

export const columnCount = (columns: JobColumns): number => 8 + Number(columns.selectable) + Number(columns.driver) + Number(columns.price);

export interface JobRowProps {
  job: Job;
  columns: JobColumns;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  expanded: boolean;
  onToggle: () => void;
}

/** The trip a combined job travels in, linking to the trip's page. */
const TripLink = ({ trip }: { trip: NonNullable<Job['trip']> }) => (
  <Link asChild display="block" fontSize="sm" color="brand.solid">
    <RouterLink to={paths.jobs.combine.href(trip.documentId)}>{`Trip ${trip.tripNumber}`}</RouterLink>
  </Link>
);

const driverName = (job: Job) => (job.driver ? `${job.driver.firstName} ${job.driver.lastName}` : '—');

export const JobRow = ({ job, columns, selected, onSelect, expanded, onToggle }: JobRowProps) => {
  const stopsId = `job-stops-${job.documentId}`;
  return (
    <>
      <Table.Row>
        {columns.selectable ? (
          <Table.Cell>
            <SelectCheckbox label={`Select job ${job.jobNumber}`} checked={selected} onChange={onSelect} />
          </Table.Cell>
        ) : null}
        <Table.Cell>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Stops of job ${job.jobNumber}`}
            aria-expanded={expanded}
            aria-controls={expanded ? stopsId : undefined}
            onClick={onToggle}
          >
            <Text as="span" aria-hidden>
              {expanded ? '▾' : '▸'}
            </Text>
          </IconButton>
        </Table.Cell>
        <Table.Cell>
          <Link asChild color="brand.solid" fontWeight="semibold">
            <RouterLink to={paths.jobs.details.href(job.documentId)}>{job.jobNumber}</RouterLink>
          </Link>
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">{formatDate(job.plannedDate)}</Table.Cell>
        <Table.Cell>{job.customer?.companyName ?? '—'}</Table.Cell>
        <Table.Cell>{routeLabel(job)}</Table.Cell>
        <Table.Cell>
          {job.truck ? `${job.truck.truckName} (${job.truck.truckNumber})` : '—'}
          {job.trip ? <TripLink trip={job.trip} /> : null}
        </Table.Cell>
        {columns.driver ? <Table.Cell>{driverName(job)}</Table.Cell> : null}
        <Table.Cell>
          <StatusBadge status={job.status} labels={JOB_STATUS_LABELS} />
        </Table.Cell>
        <Table.Cell>
          <ConfirmationBadge status={job.confirmationStatus} />
        </Table.Cell>
        {columns.price ? (
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {formatMoney(job.priceTotal, { currency: job.currency ?? 'SEK' })}
          </Table.Cell>
        ) : null}
      </Table.Row>
      {expanded ? (
        <Table.Row id={stopsId}>
          <Table.Cell colSpan={columnCount(columns)} bg="bg.subtle">
            <JobStops job={job} />
          </Table.Cell>
        </Table.Row>
      ) : null}
    </>
  );
};
