import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { JOB_STATUS_LABELS, paths } from '@haulage/shared/contracts';
import { ErrorState, PageHeader, SimpleGrid, Stack, StatusBadge } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, PageSkeleton, useCan } from '@haulage/shared/area-kit';
import { useGetJobDetailsQuery } from '../api/get-job-details';
import { JobActions } from '../components/job-actions';
import { JobAssignment } from '../components/job-assignment';
import { JobCharges } from '../components/job-charges';
import { JobConfirmation } from '../components/job-confirmation';
import { JobMessages } from '../components/job-messages';
import { JobTracking } from '../components/job-tracking';
import { JobOperations } from '../components/job-operations';
import { JobRoute } from '../components/job-route';
import { JobStatusPanel } from '../components/job-status-panel';
import { JobStopsTable } from '../components/job-stops-table';
import { JobRoadReports } from '../components/job-road-reports';
import { JobCustomer, JobGoods, JobProgress } from '../components/job-summary';
import { CorrectActuals } from '../components/correct-actuals';
import { RefusalAlert } from '../components/refusal-alert';
import { StatusHistory } from '../components/status-history';
import { jobTitle } from '../model/job-title';

/** `/jobs/jobDetails?id=`: everything about one job, and what may be done with it from here. */
export const JobDetailsPage = () => {
  const navigate = useNavigate();
  const documentId = useSearchParams()[0].get('id') ?? '';
  // Prices and extra work are for the office, driver names for those who may read drivers.
  const office = useCan('job-operations', 'read');
  const drivers = useCan('drivers', 'read');
  const trips = useCan('trips', 'read');
  const messages = useCan('job-messages', 'read');
  const job = useGetJobDetailsQuery({ documentId, drivers, operations: office, trips }, { skip: !documentId });
  const title = job.data ? jobTitle(job.data) : 'Job';
  usePageTitle(title);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (!documentId) return <ErrorState title="No job chosen" message="Open a job from the list." />;
  if (job.isError) return <ErrorState message={errorMessage(job.error, 'Could not load the job')} onRetry={job.refetch} />;
  if (!job.data) return <PageSkeleton />;
  const data = job.data;

  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        description={<StatusBadge status={data.status} labels={JOB_STATUS_LABELS} />}
        breadcrumbs={[{ label: 'Jobs', href: paths.jobs.list.href() }, { label: title }]}
        onNavigate={navigate}
        actions={<JobActions job={data} title={title} onRefused={setRefusal} />}
      />
      <RefusalAlert message={refusal} onDismiss={() => setRefusal(null)} />
      <JobStatusPanel job={data} onRefused={setRefusal} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="gutter">
        <JobCustomer job={data} />
        <JobAssignment job={data} />
      </SimpleGrid>
      <JobStopsTable stops={data.stops ?? []} />
      <JobRoadReports job={data} />
      <JobRoute stops={data.stops ?? []} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="gutter">
        <JobGoods job={data} />
        <JobProgress job={data} actions={<CorrectActuals job={data} onRefused={setRefusal} />} />
      </SimpleGrid>
      <JobConfirmation job={data} />
      <JobTracking job={data} />
      {messages ? <JobMessages job={data.documentId} /> : null}
      {office ? <JobCharges job={data} /> : null}
      {office ? <JobOperations job={data} /> : null}
      <StatusHistory history={data.statusHistory ?? []} />
    </Stack>
  );
};
