import { useState } from 'react';
import type { OccurrencePreview, RecurringScheduleInput } from '@haulage/shared/contracts';
import { HOLIDAY_POLICY_LABELS, officeToday } from '@haulage/shared/contracts';
import { formatDate, formatDateTime } from '@haulage/shared/format';
import { Box, Button, ErrorState, Heading, HStack, StatusBadge, Stack, Text } from '@haulage/shared/ui';
import { errorMessage, PageSkeleton, usePlatform, useReportRefusal } from '@haulage/shared/area-kit';
import { useGetSchedulePreviewQuery } from '../api/get-schedule-preview';
import { useGetScheduleQuery, useSaveScheduleMutation, useScheduleActionMutation, useSkipDayMutation } from '../api/recurring-schedules';
import { ruleText } from '../model/rule-text';
import { scheduleToForm } from '../model/schedule-form';
import { OccurrenceCalendar } from './occurrence-calendar';
import { ScheduleForm } from './schedule-form';
import { SkipDayDialog } from './skip-day-dialog';

export interface ScheduleDetailsProps {
  /** The spec's recurringId: the schedule shown, from the URL. */
  recurringId: string;
  canWrite: boolean;
  editing: boolean;
  onEdit: (editing: boolean) => void;
}

const ACTIONS = { active: ['pause', 'end'], paused: ['resume', 'end'], ended: [] } as const;
const LABELS = { pause: 'Pause', resume: 'Resume', end: 'End' } as const;

/** One schedule (the spec's recurringJob): its facts, pause/resume/end, edit, and its next days. */
export const ScheduleDetails = ({ recurringId, canWrite, editing, onEdit }: ScheduleDetailsProps) => {
  const { feedback } = usePlatform();
  const reportRefusal = useReportRefusal();
  const recurringJob = useGetScheduleQuery(recurringId);
  const preview = useGetSchedulePreviewQuery(recurringId);
  const [save] = useSaveScheduleMutation();
  const [act, acting] = useScheduleActionMutation();
  const [skipDay] = useSkipDayMutation();
  const [skipping, setSkipping] = useState<OccurrencePreview | null>(null);
  if (recurringJob.error)
    return (
      <ErrorState
        title="The schedule could not be loaded"
        message={errorMessage(recurringJob.error)}
        onRetry={() => void recurringJob.refetch()}
      />
    );
  if (!recurringJob.data) return <PageSkeleton />;
  const schedule = recurringJob.data;

  const run = async (action: 'pause' | 'resume' | 'end') => {
    try {
      await act({ id: schedule.documentId, action }).unwrap();
      feedback.toast('success', `${schedule.name}: ${action === 'end' ? 'ended' : `${action}d`}`);
    } catch (error) {
      reportRefusal(error);
    }
  };
  const skip = async (day: OccurrencePreview, reason: string) => {
    try {
      await skipDay({ id: schedule.documentId, data: { date: day.date, ...(reason ? { reason } : {}) } }).unwrap();
      feedback.toast('success', `${schedule.name}: ${day.date} skipped`);
    } catch (error) {
      reportRefusal(error);
      throw error;
    }
  };
  const submit = async (data: RecurringScheduleInput) => {
    await save({ id: schedule.documentId, data }).unwrap();
    feedback.toast('success', 'The schedule is saved; its future, unplanned jobs follow it');
    return () => onEdit(false);
  };

  return (
    <Stack as="section" aria-labelledby="schedule-heading" gap="4" borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="md" id="schedule-heading">
          {schedule.name} <StatusBadge status={schedule.status} />
        </Heading>
        {canWrite ? (
          <HStack gap="2" wrap="wrap">
            {ACTIONS[schedule.status].map((action) => (
              <Button key={action} size="sm" variant="outline" loading={acting.isLoading} onClick={() => void run(action)}>
                {LABELS[action]}
              </Button>
            ))}
            {schedule.status === 'ended' ? null : (
              <Button size="sm" variant="outline" onClick={() => onEdit(!editing)}>
                {editing ? 'Close edit' : 'Edit'}
              </Button>
            )}
          </HStack>
        ) : null}
      </HStack>
      <Text>
        {ruleText(schedule.rrule)} · {formatDate(schedule.startsOn)} – {schedule.endsOn ? formatDate(schedule.endsOn) : 'no end'} · on
        holidays: {HOLIDAY_POLICY_LABELS[schedule.holidayPolicy].toLowerCase()} · template {schedule.templateJob?.jobNumber ?? '—'} · truck{' '}
        {schedule.truck?.truckNumber ?? '—'} · jobs made{' '}
        {schedule.lastMaterializedAt ? formatDateTime(schedule.lastMaterializedAt) : 'not yet'}
      </Text>
      {editing ? (
        <ScheduleForm key={schedule.updatedAt} initial={scheduleToForm(schedule)} onSubmit={submit} onCancel={() => onEdit(false)} />
      ) : null}
      <Box>
        <Heading as="h3" size="sm" mb="2">
          Next days
        </Heading>
        {preview.data ? (
          <OccurrenceCalendar
            days={preview.data.data}
            skipping={canWrite && schedule.status !== 'ended' ? { today: officeToday(), onSkip: setSkipping } : undefined}
          />
        ) : preview.error ? (
          <Text>{errorMessage(preview.error)}</Text>
        ) : (
          <PageSkeleton />
        )}
      </Box>
      {skipping ? <SkipDayDialog day={skipping} onSkip={(reason) => skip(skipping, reason)} onClose={() => setSkipping(null)} /> : null}
    </Stack>
  );
};
