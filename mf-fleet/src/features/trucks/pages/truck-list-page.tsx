import { useNavigate } from 'react-router-dom';
import { paths, TRUCK_STATUS_LABELS, TRUCK_STATUSES } from '@haulage/shared/contracts';
import { Button, EmptyState, HStack, PageHeader, SearchInput, StatusFilter, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { ListBody, useCan, useListState } from '@haulage/shared/area-kit';
import { optionsOf } from '../../../lib/options';
import { useGetTrucksQuery } from '../api/get-trucks';
import { TruckTable } from '../components/truck-table';

const STATUS_OPTIONS = optionsOf(TRUCK_STATUSES, TRUCK_STATUS_LABELS);

export const TruckListPage = () => {
  const navigate = useNavigate();
  usePageTitle('Trucks');
  const canCreate = useCan('trucks', 'create');
  const list = useListState();
  const { data, error, isFetching, refetch } = useGetTrucksQuery(list.state);
  const addButton = canCreate ? (
    <Button colorPalette="brand" onClick={() => navigate(paths.trucks.add.href())}>
      Add truck
    </Button>
  ) : null;
  const filtered = list.state.search !== '' || list.state.status !== 'all';

  return (
    <Stack gap="4">
      <PageHeader title="Trucks" description="The fleet's trucks, their status and what is due." actions={addButton} />
      <HStack gap="3" wrap="wrap">
        <SearchInput value={list.state.search} onChange={list.setSearch} label="Search" placeholder="Name, number, plate or area" />
        <StatusFilter value={list.state.status} onChange={list.setStatus} options={STATUS_OPTIONS} label="Status" />
      </HStack>
      <ListBody
        query={{ data, error, refetch }}
        title="Trucks"
        filtered={filtered}
        empty={<EmptyState title="No trucks yet" description="Add the first truck of the fleet." action={addButton} />}
      >
        {(page) => <TruckTable trucks={page.items} fetching={isFetching} {...list.tableControls(page.pagination)} />}
      </ListBody>
    </Stack>
  );
};
