import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { type Job, paths } from '@haulage/shared/contracts';
import { Button, EmptyState, PageHeader, SearchInput, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { ListBody, useCan, useListState } from '@haulage/shared/area-kit';
import { useGetJobsQuery } from '#lib';
import type { TemplateAction } from '../components/template-actions';
import { TemplateDialogs } from '../components/template-dialogs';
import { TemplateTable } from '../components/template-table';
import { templatesQuery } from '../model/templates-query';
import { JOB_SEARCH_HINT } from '#lib';

export const TemplatesPage = () => {
  usePageTitle('Job templates');
  const navigate = useNavigate();
  const canWrite = useCan('jobs', 'create');
  const { state, setSearch, tableControls } = useListState();
  const templates = useGetJobsQuery(templatesQuery(state));
  const [open, setOpen] = useState<{ template: Job; action: TemplateAction } | null>(null);
  const createButton = canWrite ? (
    <Button asChild colorPalette="brand">
      <RouterLink to={paths.jobs.create.href({ kind: 'template' })}>Create template</RouterLink>
    </Button>
  ) : null;
  const recurringLink = (
    <Button asChild variant="outline">
      <RouterLink to={paths.jobs.recurring.href()}>Recurring schedules</RouterLink>
    </Button>
  );

  return (
    <Stack gap="4">
      <PageHeader
        title="Job templates"
        breadcrumbs={[{ label: 'Jobs', href: paths.jobs.list.href() }, { label: 'Templates' }]}
        onNavigate={navigate}
        description="Jobs kept to be made again on other days; they never reach the planning board themselves."
        actions={
          <>
            {recurringLink}
            {createButton}
          </>
        }
      />
      <SearchInput value={state.search} onChange={setSearch} placeholder={JOB_SEARCH_HINT} />
      <ListBody
        query={templates}
        title="Templates"
        filtered={state.search !== ''}
        empty={
          <EmptyState title="No templates yet" description="A template is a job the office makes again and again." action={createButton} />
        }
      >
        {(list) => (
          <TemplateTable
            rows={list.items}
            loading={templates.isFetching}
            onAction={canWrite ? (template, action) => setOpen({ template, action }) : undefined}
            {...tableControls(list.pagination)}
          />
        )}
      </ListBody>
      <TemplateDialogs open={open} onClose={() => setOpen(null)} />
    </Stack>
  );
};
