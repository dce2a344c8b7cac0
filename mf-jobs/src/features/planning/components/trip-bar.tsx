import { Link as RouterLink } from 'react-router-dom';
import { type BoardJob, paths } from '@haulage/shared/contracts';
import { Box, HStack, Link, Stack, Text } from '@haulage/shared/ui';
import { PlanCard } from './plan-card';

/** A trip on the board: one bar spanning its jobs, each job's card (and its conflicts) inside it. */
export const TripBar = ({ trip, jobs }: { trip: NonNullable<BoardJob['trip']>; jobs: readonly BoardJob[] }) => (
  <Box as="section" aria-label={`Trip ${trip.tripNumber}`} borderWidth="2px" borderColor="brand.solid" rounded="md" p="1" bg="brand.subtle">
    <HStack justify="space-between" px="1" pb="1">
      <Link asChild fontSize="xs" fontWeight="semibold" colorPalette="brand">
        <RouterLink to={paths.jobs.combine.href(trip.documentId)}>{`Trip ${trip.tripNumber}`}</RouterLink>
      </Link>
      <Text fontSize="xs" color="fg.muted">{`${jobs.length} jobs`}</Text>
    </HStack>
    <Stack gap="1">
      {jobs.map((job) => (
        <PlanCard key={job.documentId} job={job} />
      ))}
    </Stack>
  </Box>
);
