import { Button, HStack } from '@haulage/shared/ui';
import type { LeaveGuard } from '@haulage/shared/area-kit';

/** new: "Create job" and "Save as draft"; template: "Save template"; edit: "Save". */
export type JobFormMode = 'new' | 'template' | 'edit';

const PRIMARY_LABEL: Record<JobFormMode, string> = { new: 'Create job', template: 'Save template', edit: 'Save' };

export interface JobFormActionsProps {
  mode: JobFormMode;
  /** Which button's save is running, if any. */
  saving: 'primary' | 'draft' | null;
  onSaveDraft: () => void;
  onCancel: () => void;
  guard: Pick<LeaveGuard, 'confirmLeave'>;
}

/** The form's buttons. The primary one submits the form (Enter does too); a new job may instead be kept as a draft. */
export const JobFormActions = ({ mode, saving, onSaveDraft, onCancel, guard }: JobFormActionsProps) => (
  <HStack gap="3" wrap="wrap">
    <Button type="submit" colorPalette="brand" loading={saving === 'primary'} disabled={saving === 'draft'}>
      {PRIMARY_LABEL[mode]}
    </Button>
    {mode === 'new' ? (
      <Button variant="outline" loading={saving === 'draft'} disabled={saving === 'primary'} onClick={onSaveDraft}>
        Save as draft
      </Button>
    ) : null}
    <Button
      variant="outline"
      onClick={() => {
        if (guard.confirmLeave()) onCancel();
      }}
    >
      Cancel
    </Button>
  </HStack>
);
