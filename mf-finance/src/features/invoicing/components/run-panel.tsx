import { Box, Button, Stack, Text } from '@haulage/shared/ui';
import { formatCount } from '@haulage/shared/format';
import { percentDone, type RunTally } from '../model/run-progress';

export interface RunPanelProps {
  tally: RunTally;
  /** The spec's flag: a run is creating drafts. */
  isCustomerExportLoading: boolean;
  onRun: () => void;
  disabled: boolean;
}

/** Creates the drafts batch by batch; the database keeps the run, so leaving and coming back continues it. */
export const RunPanel = ({ tally, isCustomerExportLoading, onRun, disabled }: RunPanelProps) => (
  <Stack gap="2" my="4">
    <Box>
      <Button colorPalette="brand" onClick={onRun} loading={isCustomerExportLoading} disabled={disabled}>
        Create draft invoices
      </Button>
    </Box>
    {isCustomerExportLoading || tally.jobsDone > 0 || tally.complete ? (
      <Box role="status">
        <progress value={percentDone(tally)} max={100} aria-label="Invoicing run" style={{ width: '100%', maxWidth: '24rem' }} />
        <Text fontSize="sm">
          {tally.complete ? 'Done: ' : 'Working: '}
          {formatCount(tally.draftsCreated, 'draft')} created from {formatCount(tally.jobsDone, 'job')}
          {tally.complete ? '' : `, ${formatCount(tally.jobsRemaining, 'job')} left`}
        </Text>
      </Box>
    ) : null}
  </Stack>
);
