import { Link as RouterLink } from 'react-router-dom';
import { type Job, JOB_STATUS_LABELS, paths } from '@haulage/shared/contracts';
import { formatDate } from '@haulage/shared/format';
import { DataTable, ErrorState, Heading, Link, Stack, StatusBadge, Text, type DataTableColumn } from '@haulage/shared/ui';
import { errorMessage, useLocalListState } from '@haulage/shared/area-kit';
import { useGetJobsQuery } from '#lib';
import { areaJobsQuery, type PlanningWindow } from '../model/planning-window';

const columns: DataTableColumn<Job>[] = [
  {
    key: 'jobNumber',
    header: 'Job',
    render: (job) => (
      <Link asChild color="brand.solid">
        <RouterLink to={paths.jobs.details.href(job.documentId)}>{`Job ${job.jobNumber}`}</RouterLink>
      </Link>
    ),
  },
  { key: 'plannedDate', header: 'Planned day', render: (job) => formatDate(job.plannedDate) },
  { key: 'status', header: 'Status', render: (job) => <StatusBadge status={job.status} labels={JOB_STATUS_LABELS} /> },
  { key: 'customer', header: 'Customer', render: (job) => job.customer?.companyName ?? '—' },
  { key: 'truck', header: 'Truck', render: (job) => job.truck?.truckName ?? '—' },
];

export interface AreaJobsSectionProps {
  areaDocumentId: string;
  planning: PlanningWindow;
}

/** What the area's trucks are planned to do today and in the coming week. */
export const AreaJobsSection = ({ areaDocumentId, planning }: AreaJobsSectionProps) => {
  // Two paged sections share the details page: each keeps its own page, out of the URL.
  const list = useLocalListState();
  const jobs = useGetJobsQuery(areaJobsQuery(areaDocumentId, planning, list.state.page));
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        Jobs this week
      </Heading>
      <Text color="fg.muted">
        Planned on the area&apos;s trucks from {planning.from} to {planning.to}.
      </Text>
      {jobs.isError ? (
        <ErrorState title="Jobs could not be loaded" message={errorMessage(jobs.error)} onRetry={() => void jobs.refetch()} />
      ) : (
        <DataTable
          label="Jobs in the area"
          columns={columns}
          rows={jobs.data?.items ?? []}
          loading={jobs.isFetching}
          emptyMessage="No jobs are planned on these trucks this week"
          {...list.tableControls(jobs.data?.pagination)}
        />
      )}
    </Stack>
  );
};
