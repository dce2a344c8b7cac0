import type { ListTableControls } from '@haulage/shared/area-kit';
import { HOLIDAY_POLICY_LABELS, type RecurringSchedule } from '@haulage/shared/contracts';
import { formatDate } from '@haulage/shared/format';
import { Button, DataTable, type DataTableColumn, StatusBadge } from '@haulage/shared/ui';
import { ruleText } from '../model/rule-text';

export interface ScheduleTableProps extends ListTableControls {
  rows: RecurringSchedule[];
  loading: boolean;
  onShow: (schedule: RecurringSchedule) => void;
}

export const ScheduleTable = ({ rows, loading, onShow, ...paging }: ScheduleTableProps) => {
  const columns: DataTableColumn<RecurringSchedule>[] = [
    { key: 'name', header: 'Schedule' },
    { key: 'status', header: 'Status', render: (s) => <StatusBadge status={s.status} /> },
    { key: 'rrule', header: 'Repeats', render: (s) => ruleText(s.rrule) },
    { key: 'period', header: 'Period', render: (s) => `${formatDate(s.startsOn)} – ${s.endsOn ? formatDate(s.endsOn) : 'no end'}` },
    { key: 'holidayPolicy', header: 'On holidays', render: (s) => HOLIDAY_POLICY_LABELS[s.holidayPolicy] },
    { key: 'templateJob', header: 'Template', render: (s) => (s.templateJob ? String(s.templateJob.jobNumber) : '—') },
    {
      key: 'actions',
      header: 'Actions',
      render: (s) => (
        <Button size="sm" variant="outline" onClick={() => onShow(s)} aria-label={`Show ${s.name}`}>
          Show
        </Button>
      ),
    },
  ];
  return (
    <DataTable label="Recurring schedules" columns={columns} rows={rows} loading={loading} emptyMessage="No schedules yet" {...paging} />
  );
};
