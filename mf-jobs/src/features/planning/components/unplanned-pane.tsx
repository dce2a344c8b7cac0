import { useId } from 'react';
import type { BoardJob } from '@haulage/shared/contracts';
import { Heading, Stack, Text } from '@haulage/shared/ui';
import { DropZone } from './drop-zone';
import { PlanCard } from './plan-card';

/** The open jobs of the period (and those with no day yet); a planned card dropped here is unplanned. */
export const UnplannedPane = ({ jobs }: { jobs: readonly BoardJob[] }) => {
  const headingId = useId();
  return (
    <DropZone
      target={{ kind: 'unplanned' }}
      label="Unplanned"
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      rounded="card"
      p="3"
      minH="32"
    >
      <Heading as="h2" size="sm" id={headingId} mb="2">
        {`Unplanned (${jobs.length})`}
      </Heading>
      {jobs.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No open jobs in this period.
        </Text>
      ) : (
        <Stack gap="2">
          {jobs.map((job) => (
            <Stack key={job.documentId} gap="0">
              <Text fontSize="xs" color="fg.muted">
                {job.plannedDate ? `Wanted ${job.plannedDate}` : 'No day yet'}
              </Text>
              <PlanCard job={job} />
            </Stack>
          ))}
        </Stack>
      )}
    </DropZone>
  );
};
