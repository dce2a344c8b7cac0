import { useNavigate } from 'react-router-dom';
import { DRIVER_STATUSES } from '@haulage/shared/contracts';
import { Button, EmptyState, ErrorState, HStack, PageHeader, SearchInput, Stack, StatusFilter } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage } from '@haulage/shared/area-kit';
import { ForbiddenState } from '../../../lib/forbidden-state';
import { optionsOf } from '../../../lib/options';
import { PageSkeleton } from '@haulage/shared/area-kit';
import { useCan } from '@haulage/shared/area-kit';
import { useListState } from '@haulage/shared/area-kit';
import { useGetDriversQuery } from '../api/get-drivers';
import { DriverTable } from '../components/driver-table';
import { driverListQuery } from '../model/driver-list-query';

export const DriverListPage = () => {
  const navigate = useNavigate();
  usePageTitle('Drivers');
  const canRead = useCan('drivers', 'read');
  const canCreate = useCan('drivers', 'create');
  const list = useListState();
  const { data, error, isLoading, refetch } = useGetDriversQuery(driverListQuery(list.state), { skip: !canRead });
  if (!canRead) return <ForbiddenState />;
  const addButton = canCreate ? (
    <Button colorPalette="brand" onClick={() => navigate('/drivers/addDriver')}>
      Add driver
    </Button>
  ) : null;
  const filtered = list.state.search !== '' || list.state.status !== 'all';

  const body = () => {
    if (error) return <ErrorState title="Drivers could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
    if (isLoading || !data) return <PageSkeleton />;
    if (data.items.length === 0 && !filtered) return <EmptyState title="No drivers yet" action={addButton} />;
    return (
      <DriverTable
        drivers={data.items}
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
      <PageHeader title="Drivers" actions={addButton} />
      <HStack gap="3" wrap="wrap">
        <SearchInput value={list.state.search} onChange={list.setSearch} label="Search" placeholder="Name, employee number or phone" />
        <StatusFilter value={list.state.status} onChange={list.setStatus} options={optionsOf(DRIVER_STATUSES)} label="Status" />
      </HStack>
      {body()}
    </Stack>
  );
};
