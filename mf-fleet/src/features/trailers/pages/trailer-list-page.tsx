import { useNavigate } from 'react-router-dom';
import { paths, TRAILER_STATUSES } from '@haulage/shared/contracts';
import { Button, EmptyState, HStack, PageHeader, SearchInput, Stack, StatusFilter } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { optionsOf } from '../../../lib/options';
import { ListBody, useCan, useListState } from '@haulage/shared/area-kit';
import { useGetTrailersQuery } from '../api/get-trailers';
import { TrailerTable } from '../components/trailer-table';
import { trailerListQuery } from '../model/trailer-form';

export const TrailerListPage = () => {
  const navigate = useNavigate();
  usePageTitle('Trailers');
  const canCreate = useCan('trailers', 'create');
  const list = useListState();
  const { data, error, refetch } = useGetTrailersQuery(trailerListQuery(list.state));
  const addButton = canCreate ? (
    <Button colorPalette="brand" onClick={() => navigate(paths.trailers.add.href())}>
      Add trailer
    </Button>
  ) : null;
  const filtered = list.state.search !== '' || list.state.status !== 'all';

  return (
    <Stack gap="4">
      <PageHeader title="Trailers" actions={addButton} />
      <HStack gap="3" wrap="wrap">
        <SearchInput value={list.state.search} onChange={list.setSearch} label="Search" placeholder="Name or plate" />
        <StatusFilter value={list.state.status} onChange={list.setStatus} options={optionsOf(TRAILER_STATUSES)} label="Status" />
      </HStack>
      <ListBody
        query={{ data, error, refetch }}
        title="Trailers"
        filtered={filtered}
        empty={<EmptyState title="No trailers yet" action={addButton} />}
      >
        {(page) => <TrailerTable trailers={page.items} {...list.tableControls(page.pagination)} />}
      </ListBody>
    </Stack>
  );
};
