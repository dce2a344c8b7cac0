import { useNavigate } from 'react-router-dom';
import { TRAILER_STATUSES } from '@haulage/shared/contracts';
import { Button, EmptyState, ErrorState, HStack, PageHeader, SearchInput, Stack, StatusFilter } from '@haulage/shared/ui';
import { planApiError } from '../../../lib/api-feedback';
import { optionsOf } from '../../../lib/options';
import { PageSkeleton } from '../../../lib/page-skeleton';
import { useCan } from '../../../lib/platform';
import { useListParams } from '../../../lib/use-list-params';
import { useGetTrailersQuery } from '../api/get-trailers';
import { TrailerTable } from '../components/trailer-table';
import { trailerListQuery } from '../model/trailer-form';

export const TrailerListPage = () => {
  const navigate = useNavigate();
  const canCreate = useCan('trailers', 'create');
  const list = useListParams();
  const { data, error, isLoading, refetch } = useGetTrailersQuery(trailerListQuery(list.params));
  const addButton = canCreate ? <Button colorPalette="brand" onClick={() => navigate('/trailers/addTrailer')}>Add trailer</Button> : null;
  const filtered = list.params.search !== '' || list.params.status !== 'all';

  const body = () => {
    if (error) return <ErrorState title="Trailers could not be loaded" message={planApiError(error, []).toast ?? ''} onRetry={() => void refetch()} />;
    if (isLoading || !data) return <PageSkeleton />;
    if (data.items.length === 0 && !filtered) return <EmptyState title="No trailers yet" action={addButton} />;
    return (
      <TrailerTable trailers={data.items} sort={list.sort} onSortChange={list.setSort} page={data.pagination.page}
        pageCount={data.pagination.pageCount} total={data.pagination.total} onPageChange={list.setPage} />
    );
  };
  return (
    <Stack gap="4">
      <PageHeader title="Trailers" actions={addButton} />
      <HStack gap="3" wrap="wrap">
        <SearchInput value={list.params.search} onChange={list.setSearch} label="Search" placeholder="Name or plate" />
        <StatusFilter value={list.params.status} onChange={list.setStatus} options={optionsOf(TRAILER_STATUSES)} label="Status" />
      </HStack>
      {body()}
    </Stack>
  );
};
