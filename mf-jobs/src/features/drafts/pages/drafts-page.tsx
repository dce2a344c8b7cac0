import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { type Job, paths } from '@haulage/shared/contracts';
import { Button, EmptyState, PageHeader, SearchInput, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { ListBody, useCan, useListState } from '@haulage/shared/area-kit';
import { useGetJobsQuery } from '#lib';
import type { DraftAction } from '../components/draft-actions';
import { DraftDialogs } from '../components/draft-dialogs';
import { DraftTable } from '../components/draft-table';
import { draftsQuery } from '../model/drafts-query';
import { JOB_SEARCH_HINT } from '#lib';

export const DraftsPage = () => {
  usePageTitle('Draft jobs');
  const navigate = useNavigate();
  const canWrite = useCan('jobs', 'create');
  const { state, setSearch, tableControls } = useListState();
  const drafts = useGetJobsQuery(draftsQuery(state));
  const [asking, setAsking] = useState<{ draft: Job; action: DraftAction } | null>(null);
  const createButton = canWrite ? (
    <Button asChild colorPalette="brand">
      <RouterLink to={paths.jobs.create.href()}>Create job</RouterLink>
    </Button>
  ) : null;

  return (
    <Stack gap="4">
      <PageHeader
        title="Draft jobs"
        breadcrumbs={[{ label: 'Jobs', href: paths.jobs.list.href() }, { label: 'Drafts' }]}
        onNavigate={navigate}
        description="Jobs not yet submitted: they stay off the planning board until they are."
        actions={createButton}
      />
      <SearchInput value={state.search} onChange={setSearch} placeholder={JOB_SEARCH_HINT} />
      <ListBody
        query={drafts}
        title="Drafts"
        filtered={state.search !== ''}
        empty={
          <EmptyState title="No drafts" description="A job saved as a draft waits here until it is submitted." action={createButton} />
        }
      >
        {(list) => (
          <DraftTable
            rows={list.items}
            loading={drafts.isFetching}
            onAction={canWrite ? (draft, action) => setAsking({ draft, action }) : undefined}
            {...tableControls(list.pagination)}
          />
        )}
      </ListBody>
      <DraftDialogs asking={asking} onClose={() => setAsking(null)} />
    </Stack>
  );
};
