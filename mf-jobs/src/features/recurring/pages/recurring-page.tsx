import { useNavigate, useSearchParams } from 'react-router-dom';
import { officeToday, paths, type RecurringScheduleInput } from '@haulage/shared/contracts';
import { Button, EmptyState, ErrorState, Heading, PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, PageSkeleton, useCan, useListState, usePlatform } from '@haulage/shared/area-kit';
import { useGetSchedulesQuery, useSaveScheduleMutation } from '../api/recurring-schedules';
import { ScheduleDetails } from '../components/schedule-details';
import { ScheduleForm } from '../components/schedule-form';
import { ScheduleTable } from '../components/schedule-table';
import { emptyScheduleForm } from '../model/schedule-form';

/** /jobs/recurring: schedules (20 a page), a new one, and the one in `?recurringId=` with its days. */
export const RecurringPage = () => {
  usePageTitle('Recurring jobs');
  const navigate = useNavigate();
  const { feedback } = usePlatform();
  const canRead = useCan('recurring-schedules', 'read');
  const canWrite = useCan('recurring-schedules', 'create');
  const [params, setParams] = useSearchParams();
  const { state, tableControls } = useListState();
  const recurringId = params.get('recurringId');
  const creating = recurringId === 'new';
  const schedules = useGetSchedulesQuery(state.page, { skip: !canRead });
  const [save] = useSaveScheduleMutation();
  const go = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next))
      if (value === null) merged.delete(key);
      else merged.set(key, value);
    setParams(merged);
  };
  const create = async (data: RecurringScheduleInput) => {
    const created = await save({ data }).unwrap();
    feedback.toast('success', `${created.data.name} is created and its coming jobs are made`);
    return () => go({ recurringId: created.data.documentId, edit: null });
  };
  // Hidden while the new schedule's form is open: one way to start it, and focus moves to the form.
  const newButton =
    canWrite && !creating ? (
      <Button colorPalette="brand" onClick={() => go({ recurringId: 'new', edit: null })}>
        New schedule
      </Button>
    ) : null;

  const list = () => {
    if (!canRead) return <EmptyState title="Recurring jobs are for the office" description="Ask an admin for access." />;
    if (schedules.error)
      return (
        <ErrorState
          title="Schedules could not be loaded"
          message={errorMessage(schedules.error)}
          onRetry={() => void schedules.refetch()}
        />
      );
    if (!schedules.data) return <PageSkeleton />;
    if (schedules.data.items.length === 0)
      return (
        <EmptyState
          title="No schedules yet"
          description="A schedule makes a template's jobs on the days its rule gives."
          action={newButton}
        />
      );
    return (
      <ScheduleTable
        rows={schedules.data.items}
        loading={schedules.isFetching}
        onShow={(s) => go({ recurringId: s.documentId, edit: null })}
        {...tableControls(schedules.data.pagination)}
      />
    );
  };

  return (
    <Stack gap="5">
      <PageHeader
        title="Recurring jobs"
        breadcrumbs={[{ label: 'Jobs', href: paths.jobs.list.href() }, { label: 'Recurring' }]}
        onNavigate={navigate}
        description="Templates made into jobs on a rule's days, weeks ahead; Swedish holidays skipped or moved as each schedule says."
        actions={newButton}
      />
      {creating && canWrite ? (
        <Stack as="section" aria-labelledby="new-schedule" gap="3">
          <Heading as="h2" size="md" id="new-schedule">
            New schedule
          </Heading>
          <ScheduleForm initial={emptyScheduleForm(officeToday())} onSubmit={create} onCancel={() => go({ recurringId: null })} />
        </Stack>
      ) : null}
      {list()}
      {recurringId && !creating && canRead ? (
        <ScheduleDetails
          recurringId={recurringId}
          canWrite={canWrite}
          editing={params.get('edit') === '1'}
          onEdit={(on) => go({ edit: on ? '1' : null })}
        />
      ) : null}
    </Stack>
  );
};
