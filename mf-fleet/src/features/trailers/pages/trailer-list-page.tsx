import { useNavigate } from 'react-router-dom';
import { TRAILER_STATUSES } from '@haulage/shared/contracts';
import { Button, EmptyState, ErrorState, HStack, PageHeader, SearchInput, Stack, StatusFilter } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage } from '@haulage/shared/area-kit';
import { optionsOf } from '../../../lib/options';
import { PageSkeleton } from '@haulage/shared/area-kit';
import { useCan } from '@haulage/shared/area-kit';
import { useListState } from '@haulage/shared/area-kit';
import { useGetTrailersQuery } from '../api/get-trailers';
import { TrailerTable } from '../components/trailer-table';
import { trailerListQuery } from '../model/trailer-form';

export const TrailerListPage = () => {
  const navigate = useNavigate();
  usePageTitle('Trailers');
  const canCreate = useCan('trailers', 'create');
  const list = useListState();
  const { data, error, isLoading, refetch } = useGetTrailersQuery(trailerListQuery(list.state));
  const addButton = canCreate ? (
    <Button colorPalette="brand" onClick={() => navigate('/trailers/addTrailer')}>
      Add trailer
    </Button>
  ) : null;
  const filtered = list.state.search !== '' || list.state.status !== 'all';

  const body = () => {
    if (error) return <ErrorState title="Trailers could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
    if (isLoading || !data) return <PageSkeleton />;
    if (data.items.length === 0 && !filtered) return <EmptyState title="No trailers yet" action={addButton} />;
    return (
      <TrailerTable
        trailers={data.items}
        sort={list.state.sort}
        onSortChange={list.setSort}
        page={data.pagination.page}
        pageCount={data.pagination.pageCount}
        total={data.pagination.total}
        onPageChange={list.setPage}
      />
    );
  };
  return (
    <Stack gap="4">
      <PageHeader title="Trailers" actions={addButton} />
      <HStack gap="3" wrap="wrap">
        <SearchInput value={list.state.search} onChange={list.setSearch} label="Search" placeholder="Name or plate" />
        <StatusFilter value={list.state.status} onChange={list.setStatus} options={optionsOf(TRAILER_STATUSES)} label="Status" />
      </HStack>
      {body()}
    </Stack>
  );
};
