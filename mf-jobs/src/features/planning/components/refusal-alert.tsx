import { FormAlert, type PageAlert } from '@haulage/shared/area-kit';
import { Box } from '@haulage/shared/ui';

/** Why the last move did not happen (a sold truck, a job that can no longer move), until dismissed. */
export const RefusalAlert = ({ refusal, onDismiss }: { refusal: PageAlert | null; onDismiss: () => void }) =>
  refusal ? (
    <Box mb="4">
      <FormAlert alert={refusal} onDismiss={onDismiss} />
    </Box>
  ) : null;
