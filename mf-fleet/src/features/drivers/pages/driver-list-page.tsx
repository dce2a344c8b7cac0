import { useNavigate } from 'react-router-dom';
import { DRIVER_STATUSES } from '@haulage/shared/contracts';
import { Button, EmptyState, ErrorState, HStack, PageHeader, SearchInput, Stack, StatusFilter } from '@haulage/shared/ui';
import { planApiError } from '../../../lib/api-feedback';
import { ForbiddenState } from '../../../lib/forbidden-state';
import { optionsOf } from '../../../lib/options';
import { PageSkeleton } from '../../../lib/page-skeleton';
import { useCan } from '../../../lib/platform';
import { useListParams } from '../../../lib/use-list-params';
import { useGetDriversQuery } from '../api/get-drivers';
import { DriverTable } from '../components/driver-table';
import { driverListQuery } from '../model/driver-list-query';

export const DriverListPage = () => {
  const navigate = useNavigate();
  const canRead = useCan('drivers', 'read');
  const canCreate = useCan('drivers', 'create');
  const list = useListParams();
  const { data, error, isLoading, refetch } = useGetDriversQuery(driverListQuery(list.params), { skip: !canRead });
  if (!canRead) return <ForbiddenState />;
  const addButton = canCreate ? <Button colorPalette="brand" onClick={() => navigate('/drivers/addDriver')}>Add driver</Button> : null;
  const filtered = list.params.search !== '' || list.params.status !== 'all';

  const body = () => {
    if (error) return <ErrorState title="Drivers could not be loaded" message={planApiError(error, []).toast ?? ''} onRetry={() => void refetch()} />;
    if (isLoading || !data) return <PageSkeleton />;
    if (data.items.length === 0 && !filtered) return <EmptyState title="No drivers yet" action={addButton} />;
    return (
      <DriverTable drivers={data.items} sort={list.sort} onSortChange={list.setSort} page={data.pagination.page}
        pageCount={data.pagination.pageCount} total={data.pagination.total} onPageChange={list.setPage} />
    );
  };
  return (
    <Stack gap="4">
      <PageHeader title="Drivers" actions={addButton} />
      <HStack gap="3" wrap="wrap">
        <SearchInput value={list.params.search} onChange={list.setSearch} label="Search" placeholder="Name, employee number or phone" />
        <StatusFilter value={list.params.status} onChange={list.setStatus} options={optionsOf(DRIVER_STATUSES)} label="Status" />
      </HStack>
      {body()}
    </Stack>
  );
};
