import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { officeToday, paths } from '@haulage/shared/contracts';
import { FieldFrame, Heading, Input, Link, List, Stack, StatusBadge, Text, HStack } from '@haulage/shared/ui';
import { formatCount, formatKm } from '@haulage/shared/format';
import { errorMessage } from '@haulage/shared/area-kit';
import { useGetTripsQuery } from '../api/get-trips';

/** The trips of a day, each opening its stops (`?id=`). */
export const TripList = () => {
  const [date, setDate] = useState(officeToday());
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const trips = useGetTripsQuery({ date, page: 1 }, { skip: !valid });
  return (
    <Stack gap="3" as="section" aria-labelledby="trips-heading">
      <Heading as="h2" size="md" id="trips-heading">
        Trips of a day
      </Heading>
      <FieldFrame label="Trips on">
        <Input type="date" value={date} maxW="14rem" onChange={(event) => setDate(event.target.value)} />
      </FieldFrame>
      {trips.error ? <Text color="fg.error">{errorMessage(trips.error)}</Text> : null}
      {trips.isFetching ? <Text color="fg.muted">Loading trips…</Text> : null}
      {trips.data && trips.data.items.length === 0 ? <Text color="fg.muted">No trips on this day.</Text> : null}
      <List.Root as="ul" listStyleType="none" ps="0" gap="2">
        {(trips.data?.items ?? []).map((trip) => (
          <List.Item key={trip.documentId}>
            <HStack gap="3" wrap="wrap">
              <Link asChild colorPalette="brand">
                <RouterLink to={paths.jobs.combine.href(trip.documentId)}>{`Trip ${trip.tripNumber}`}</RouterLink>
              </Link>
              <Text>{trip.truck?.truckName ?? '—'}</Text>
              <Text color="fg.muted">
                {formatCount(trip.jobCount, 'job')}, {formatKm(trip.kmEstimate)}
              </Text>
              <StatusBadge status={trip.status} />
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
};
