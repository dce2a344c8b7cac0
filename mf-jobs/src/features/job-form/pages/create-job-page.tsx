import { useNavigate, useSearchParams } from 'react-router-dom';
import { type JobKind, paths } from '@haulage/shared/contracts';
import { PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { usePlatform } from '@haulage/shared/area-kit';
import { useCreateJobMutation } from '#lib';
import { JobForm } from '../components/job-form';
import { emptyJobForm } from '../model/job-form';
import { createdMessage, jobDetailsPath } from '../model/job-saved';

/** `/jobs/createJob`: a new job (open or a draft), or with `?kind=template` a template. */
export const CreateJobPage = () => {
  const navigate = useNavigate();
  const { feedback } = usePlatform();
  const kind: JobKind = useSearchParams()[0].get('kind') === 'template' ? 'template' : 'job';
  const title = kind === 'template' ? 'Create template' : 'Create job';
  usePageTitle(title);
  const [createJob] = useCreateJobMutation();
  const back = (kind === 'template' ? paths.jobs.templates : paths.jobs.list).href();

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: 'Jobs', href: paths.jobs.list.href() },
          ...(kind === 'template' ? [{ label: 'Templates', href: paths.jobs.templates.href() }] : []),
          { label: title },
        ]}
        onNavigate={navigate}
      />
      <JobForm
        key={kind}
        mode={kind === 'template' ? 'template' : 'new'}
        initial={emptyJobForm(kind)}
        onCancel={() => navigate(back)}
        onSubmit={async (data) => {
          const created = await createJob(data).unwrap();
          feedback.toast('success', createdMessage(kind, data.status));
          return () => navigate(jobDetailsPath(created.data.documentId));
        }}
      />
    </>
  );
};
