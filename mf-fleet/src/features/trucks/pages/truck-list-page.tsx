import { useNavigate } from 'react-router-dom';
import { TRUCK_STATUS_LABELS, TRUCK_STATUSES } from '@haulage/shared/contracts';
import { Button, EmptyState, ErrorState, HStack, PageHeader, SearchInput, StatusFilter, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage } from '@haulage/shared/area-kit';
import { optionsOf } from '../../../lib/options';
import { PageSkeleton } from '@haulage/shared/area-kit';
import { useCan } from '@haulage/shared/area-kit';
import { useListState } from '@haulage/shared/area-kit';
import { useGetTrucksQuery } from '../api/get-trucks';
import { TruckTable } from '../components/truck-table';

const STATUS_OPTIONS = optionsOf(TRUCK_STATUSES, TRUCK_STATUS_LABELS);

export const TruckListPage = () => {
  const navigate = useNavigate();
  usePageTitle('Trucks');
  const canCreate = useCan('trucks', 'create');
  const list = useListState();
  const { data, error, isLoading, isFetching, refetch } = useGetTrucksQuery(list.state);
  const addButton = canCreate ? (
    <Button colorPalette="brand" onClick={() => navigate('/trucks/addTruck')}>
      Add truck
    </Button>
  ) : null;
  const filtered = list.state.search !== '' || list.state.status !== 'all';

  const body = () => {
    if (error) return <ErrorState title="Trucks could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
    if (isLoading || !data) return <PageSkeleton />;
    if (data.items.length === 0 && !filtered) {
      return <EmptyState title="No trucks yet" description="Add the first truck of the fleet." action={addButton} />;
    }
    return (
      <TruckTable
        trucks={data.items}
        fetching={isFetching}
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
      <PageHeader title="Trucks" description="The fleet's trucks, their status and what is due." actions={addButton} />
      <HStack gap="3" wrap="wrap">
        <SearchInput value={list.state.search} onChange={list.setSearch} label="Search" placeholder="Name, number, plate or area" />
        <StatusFilter value={list.state.status} onChange={list.setStatus} options={STATUS_OPTIONS} label="Status" />
      </HStack>
      {body()}
    </Stack>
  );
};
