import { Link as RouterLink } from 'react-router-dom';
import { type Destination, paths } from '@haulage/shared/contracts';
import { DataTable, ErrorState, Heading, HStack, Link, Stack, type DataTableColumn } from '@haulage/shared/ui';
import { errorMessage, useLocalListState } from '@haulage/shared/area-kit';
import { useGetAreaDestinationsQuery } from '../api/get-area-destinations';

const columns: DataTableColumn<Destination>[] = [
  { key: 'name', header: 'Name' },
  { key: 'address', header: 'Address' },
  { key: 'postcode', header: 'Postcode' },
  { key: 'city', header: 'City' },
];

/** The places in the area, with a way to the destination list narrowed to it. */
export const AreaDestinationsSection = ({ areaDocumentId }: { areaDocumentId: string }) => {
  // Two paged sections share the details page: each keeps its own page, out of the URL.
  const list = useLocalListState();
  const destinations = useGetAreaDestinationsQuery({ area: areaDocumentId, page: list.state.page });
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          Destinations
        </Heading>
        <Link asChild color="brand.solid">
          <RouterLink to={paths.destinations.list.href({ area: areaDocumentId })}>Open in the destination list</RouterLink>
        </Link>
      </HStack>
      {destinations.isError ? (
        <ErrorState
          title="Destinations could not be loaded"
          message={errorMessage(destinations.error)}
          onRetry={() => void destinations.refetch()}
        />
      ) : (
        <DataTable
          label="Destinations in the area"
          columns={columns}
          rows={destinations.data?.items ?? []}
          loading={destinations.isFetching}
          emptyMessage="No destinations are in this area"
          {...list.tableControls(destinations.data?.pagination)}
        />
      )}
    </Stack>
  );
};
