import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { ErrorState, PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, ForbiddenState, PageSkeleton, useCan, usePlatform } from '@haulage/shared/area-kit';
import { useGetJobQuery, useUpdateJobMutation } from '#lib';
import { JobForm } from '../components/job-form';
import { changedJobFields } from '../model/job-changes';
import { formToJobPayload, jobToForm } from '../model/job-form';
import { jobDetailsPath, jobTitle } from '../model/job-saved';

/** `/jobs/editJob?id=`: the job's fields; only what changed is sent, and never its status. */
export const EditJobPage = () => {
  const navigate = useNavigate();
  const { feedback } = usePlatform();
  const documentId = useSearchParams()[0].get('id') ?? '';
  const canUpdate = useCan('jobs', 'update');
  const job = useGetJobQuery(documentId, { skip: !documentId || !canUpdate });
  const title = job.data ? `Edit ${jobTitle(job.data).toLowerCase()}` : 'Edit job';
  usePageTitle(title);
  const [updateJob] = useUpdateJobMutation();
  const initial = useMemo(() => (job.data ? jobToForm(job.data) : null), [job.data]);
  const details = jobDetailsPath(documentId);

  if (!documentId) return <ErrorState title="No job chosen" message="Open a job from the list to edit it." />;
  if (!canUpdate) return <ForbiddenState />;
  if (job.isError) return <ErrorState message={errorMessage(job.error, 'Could not load the job')} onRetry={job.refetch} />;
  if (!job.data || !initial) return <PageSkeleton />;

  const customer = job.data.customer;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Jobs', href: paths.jobs.list.href() }, { label: jobTitle(job.data), href: details }, { label: 'Edit' }]}
        onNavigate={navigate}
      />
      <JobForm
        key={job.data.documentId}
        mode="edit"
        initial={initial}
        initialCustomer={customer ? { value: customer.documentId, label: customer.companyName } : null}
        onCancel={() => navigate(details)}
        onSubmit={async (data) => {
          const changes = changedJobFields(formToJobPayload(initial), data);
          if (Object.keys(changes).length > 0) await updateJob({ documentId, data: changes }).unwrap();
          feedback.toast('success', 'Job is updated successfully');
          return () => navigate(details);
        }}
      />
    </>
  );
};
