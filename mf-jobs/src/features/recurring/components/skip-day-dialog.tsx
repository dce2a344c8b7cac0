import { useState } from 'react';
import type { OccurrencePreview } from '@haulage/shared/contracts';
import { formatLongDate } from '@haulage/shared/format';
import { ConfirmDialog, FieldFrame, Input, Stack, Text } from '@haulage/shared/ui';
import { skipDayText } from '../model/day-skip';

export interface SkipDayDialogProps {
  day: OccurrencePreview;
  /** Rejects when the API refused (the caller says why); the dialog then stays open. */
  onSkip: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Skipping one day of a schedule, with an optional reason kept on the day (and the job it cancels). */
export const SkipDayDialog = ({ day, onSkip, onClose }: SkipDayDialogProps) => {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open
      title={`Skip ${formatLongDate(day.date)}`}
      confirmLabel="Skip day"
      cancelLabel="Back"
      destructive={day.job !== null}
      onConfirm={() => onSkip(reason.trim())}
      onClose={onClose}
      body={
        <Stack gap="3">
          <Text>{skipDayText(day)}</Text>
          <FieldFrame label="Reason (optional)">
            <Input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
          </FieldFrame>
        </Stack>
      }
    />
  );
};
