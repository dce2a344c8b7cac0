import { Button, HStack } from '@haulage/shared/ui';
import type { LeaveGuard } from '@haulage/shared/forms';

export interface FormActionsProps {
  submitting: boolean;
  /** Left out when the form cannot be cancelled (it stays on its page). */
  onCancel?: () => void;
  /** Cancelling asks first when the form has unsaved changes. */
  guard: Pick<LeaveGuard, 'confirmLeave'>;
  submitLabel?: string;
}

/** Save and Cancel under every form, the same everywhere. */
export const FormActions = ({ submitting, onCancel, guard, submitLabel = 'Save' }: FormActionsProps) => (
  <HStack gap="3">
    <Button type="submit" colorPalette="brand" loading={submitting}>
      {submitLabel}
    </Button>
    {onCancel ? (
      <Button
        variant="outline"
        onClick={() => {
          if (guard.confirmLeave()) onCancel();
        }}
      >
        Cancel
      </Button>
    ) : null}
  </HStack>
);
