import { useId, useState } from 'react';
import { errorMessage, useLocalListState } from '@haulage/shared/area-kit';
import { Heading, Stack, TablePagination, Text } from '@haulage/shared/ui';
import { useGetUnplannedJobsQuery } from '../api/get-unplanned-jobs';
import { NO_UNPLANNED_FILTERS, type UnplannedFilters } from '../model/unplanned-query';
import { DropZone } from './drop-zone';
import { PlanCard } from './plan-card';
import { UnplannedFilterFields } from './unplanned-filters';

/**
 * The open jobs of the period (and those with no day yet), searched, filtered and paged by the
 * server, so a new job is found without scrolling past the trucks; a planned card dropped here is unplanned.
 */
export const UnplannedPane = ({ from, to }: { from: string; to: string }) => {
  const headingId = useId();
  const [filters, setFilters] = useState<UnplannedFilters>(NO_UNPLANNED_FILTERS);
  // Local, as its filters are: the board's URL holds the board's view, not this pane's paging.
  const list = useLocalListState();
  const { data, error, isFetching } = useGetUnplannedJobsQuery({ from, to, filters, page: list.state.page });
  const jobs = data?.items ?? [];
  const narrowed = filters !== NO_UNPLANNED_FILTERS;
  return (
    <DropZone
      target={{ kind: 'unplanned' }}
      label="Unplanned"
      as="section"
      aria-labelledby={headingId}
      aria-busy={isFetching || undefined}
      borderWidth="1px"
      rounded="card"
      p="3"
      minH="32"
    >
      <Heading as="h2" size="sm" id={headingId} mb="2">
        {`Unplanned (${data?.pagination.total ?? 0})`}
      </Heading>
      <UnplannedFilterFields
        filters={filters}
        onChange={(change) => {
          setFilters((current) => ({ ...current, ...change }));
          list.setPage(1);
        }}
      />
      {error ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {errorMessage(error, 'The open jobs could not be loaded')}
        </Text>
      ) : jobs.length === 0 && data ? (
        <Text fontSize="sm" color="fg.muted">
          {narrowed ? 'No open job matches.' : 'No open jobs in this period.'}
        </Text>
      ) : (
        <Stack gap="2">
          {jobs.map((job) => (
            <Stack key={job.documentId} gap="0">
              <Text fontSize="xs" color="fg.muted">
                {job.plannedDate ? `Wanted ${job.plannedDate}` : 'No day yet'}
              </Text>
              <PlanCard job={job} />
            </Stack>
          ))}
        </Stack>
      )}
      {data && data.pagination.pageCount > 1 ? <TablePagination {...list.tableControls(data.pagination)} total={undefined} /> : null}
    </DropZone>
  );
};
