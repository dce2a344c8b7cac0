import { useNavigate } from 'react-router-dom';
import { DRIVER_STATUSES, paths } from '@haulage/shared/contracts';
import { Button, EmptyState, HStack, PageHeader, SearchInput, Stack, StatusFilter } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { optionsOf } from '../../../lib/options';
import { ForbiddenState, ListBody, useCan, useListState } from '@haulage/shared/area-kit';
import { useGetDriversQuery } from '../api/get-drivers';
import { DriverTable } from '../components/driver-table';
import { driverListQuery } from '../model/driver-list-query';

export const DriverListPage = () => {
  const navigate = useNavigate();
  usePageTitle('Drivers');
  const canRead = useCan('drivers', 'read');
  const canCreate = useCan('drivers', 'create');
  const list = useListState();
  const { data, error, refetch } = useGetDriversQuery(driverListQuery(list.state), { skip: !canRead });
  if (!canRead) return <ForbiddenState />;
  const addButton = canCreate ? (
    <Button colorPalette="brand" onClick={() => navigate(paths.drivers.add.href())}>
      Add driver
    </Button>
  ) : null;
  const filtered = list.state.search !== '' || list.state.status !== 'all';

  return (
    <Stack gap="4">
      <PageHeader title="Drivers" actions={addButton} />
      <HStack gap="3" wrap="wrap">
        <SearchInput value={list.state.search} onChange={list.setSearch} label="Search" placeholder="Name, employee number or phone" />
        <StatusFilter value={list.state.status} onChange={list.setStatus} options={optionsOf(DRIVER_STATUSES)} label="Status" />
      </HStack>
      <ListBody
        query={{ data, error, refetch }}
        title="Drivers"
        filtered={filtered}
        empty={<EmptyState title="No drivers yet" action={addButton} />}
      >
        {(page) => <DriverTable drivers={page.items} {...list.tableControls(page.pagination)} />}
      </ListBody>
    </Stack>
  );
};
