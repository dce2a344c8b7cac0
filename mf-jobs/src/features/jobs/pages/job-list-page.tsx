import { useMemo, useState } from 'react';
import type { Job } from '@haulage/shared/contracts';
import { ErrorState, PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, listTableControls, PageSkeleton, useCan } from '@haulage/shared/area-kit';
import { useGetJobsQuery } from '#lib';
import { BulkActions } from '../components/bulk-actions';
import { JobListLinks } from '../components/job-list-links';
import { JobListToolbar } from '../components/job-list-toolbar';
import { JobTable } from '../components/job-table';
import { useJobListState } from '../hooks/use-job-list-state';
import { jobListQuery } from '../model/job-list-query';
import { isNarrowed } from '../model/job-list-state';

const select = (current: ReadonlyMap<string, Job>, jobs: Job[], selected: boolean): ReadonlyMap<string, Job> => {
  const next = new Map(current);
  for (const job of jobs) {
    if (selected) next.set(job.documentId, job);
    else next.delete(job.documentId);
  }
  return next;
};

export const JobListPage = () => {
  usePageTitle('Jobs');
  const canWrite = useCan('jobs', 'create');
  const canReadDrivers = useCan('drivers', 'read');
  const canReadTrips = useCan('trips', 'read');
  const { state, filters, update, setFilters } = useJobListState();
  const query = useMemo(
    () => jobListQuery(state, filters, { withDriver: canReadDrivers, withTrip: canReadTrips }),
    [state, filters, canReadDrivers, canReadTrips],
  );
  const jobs = useGetJobsQuery(query);
  const [selected, setSelected] = useState<ReadonlyMap<string, Job>>(new Map());
  // Prices are the office's: the API leaves them out for anyone else, and so does the list.
  const withPrice = jobs.data?.items.some((job) => job.priceTotal !== undefined) ?? false;

  const body = () => {
    if (jobs.error)
      return <ErrorState title="Jobs could not be loaded" message={errorMessage(jobs.error)} onRetry={() => void jobs.refetch()} />;
    if (!jobs.data) return <PageSkeleton />;
    return (
      <JobTable
        jobs={jobs.data.items}
        columns={{ selectable: canWrite, driver: canReadDrivers, price: withPrice }}
        loading={jobs.isFetching}
        {...listTableControls(state, update, jobs.data.pagination)}
        selected={selected}
        onSelect={(rows, checked) => setSelected((current) => select(current, rows, checked))}
        narrowed={isNarrowed(state, filters)}
      />
    );
  };

  return (
    <Stack gap="4">
      <PageHeader
        title="Jobs"
        description="Every job from open to invoiced; drafts and templates have their own pages."
        actions={<JobListLinks canWrite={canWrite} />}
      />
      <JobListToolbar state={state} filters={filters} onChange={update} onFilterChange={setFilters} />
      {canWrite && selected.size > 0 ? <BulkActions selected={[...selected.values()]} onClear={() => setSelected(new Map())} /> : null}
      {body()}
    </Stack>
  );
};
