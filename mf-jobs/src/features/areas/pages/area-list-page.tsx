import { useNavigate } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { Button, ErrorState, Flex, PageHeader, SearchInput } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, useCan, useListState } from '@haulage/shared/area-kit';
import { useGetAreasQuery } from '../api/areas-api';
import { AreaTable } from '../components/area-table';
import { AREA_LIST_OPTIONS } from '../model/area-list';

/** /areas: the operating areas with how many trucks each has, 20 a page, searched on the server. */
export const AreaListPage = () => {
  const navigate = useNavigate();
  usePageTitle('Areas');
  const canCreate = useCan('areas', 'create');
  const { state, update, tableControls } = useListState(AREA_LIST_OPTIONS);
  const areas = useGetAreasQuery(state);

  return (
    <>
      <PageHeader
        title="Areas"
        description="Depots and the regions their trucks serve."
        actions={
          canCreate ? (
            <Button colorPalette="brand" onClick={() => navigate(paths.areas.create.href())}>
              Create area
            </Button>
          ) : null
        }
      />
      <Flex gap="3" wrap="wrap" align="center" mb="4">
        <SearchInput value={state.search} onChange={(search) => update({ search })} placeholder="Name, code or description" />
      </Flex>
      {areas.isError ? (
        <ErrorState message={errorMessage(areas.error, 'Could not load areas')} onRetry={areas.refetch} />
      ) : (
        <AreaTable rows={areas.data?.items ?? []} loading={areas.isFetching} {...tableControls(areas.data?.pagination)} />
      )}
    </>
  );
};
