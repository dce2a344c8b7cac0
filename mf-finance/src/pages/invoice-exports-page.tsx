import { useState } from 'react';
import { FilterBar, useListState, usePlatform, useReportRefusal } from '@haulage/shared/area-kit';
import { usePageTitle } from '@haulage/shared/platform';
import { Button, Heading, PageHeader } from '@haulage/shared/ui';
import { useInvoiceExportsQuery, usePushToFortnoxMutation } from '../features/exports/api/exports-api';
import { ExportRecordsTable } from '../features/exports/components/export-records-table';
import { downloadFile, lastMonth } from '#lib';

type Busy = 'csv' | 'sie' | 'fortnox' | null;

export const InvoiceExportsPage = () => {
  usePageTitle('Invoice exports');
  const { http, feedback } = usePlatform();
  const reportRefusal = useReportRefusal();
  const [period, setPeriod] = useState(() => lastMonth(new Date()));
  const list = useListState();
  const [busy, setBusy] = useState<Busy>(null);
  const records = useInvoiceExportsQuery({ page: list.state.page });
  const [push] = usePushToFortnoxMutation();
  const run = async (what: Exclude<Busy, null>, work: () => Promise<unknown>, done: string) => {
    setBusy(what);
    try {
      await work();
      feedback.toast('success', done);
      void records.refetch();
    } catch (error) {
      reportRefusal(error, 'The export failed');
    } finally {
      setBusy(null);
    }
  };
  const file = (path: string, name: string) => () => downloadFile(http, `/api/customers/invoices/${path}`, name, { data: period });

  return (
    <>
      <PageHeader
        title="Invoice exports"
        description="The period's issued invoices not yet exported, to Excel, the bookkeeping (SIE 4) or Fortnox"
      />
      <FilterBar
        period={{ ...period, onChange: (change) => setPeriod({ ...period, ...change }) }}
        actions={
          <>
            <Button
              loading={busy === 'csv'}
              onClick={() => void run('csv', file('export-csv', `invoices-${period.from}.csv`), 'CSV exported')}
            >
              Export CSV
            </Button>
            <Button
              loading={busy === 'sie'}
              onClick={() => void run('sie', file('export-sie', `invoices-${period.from}.se`), 'SIE 4 file exported')}
            >
              Export SIE 4
            </Button>
            <Button
              loading={busy === 'fortnox'}
              onClick={() => void run('fortnox', () => push(period).unwrap(), 'Invoices pushed to Fortnox')}
            >
              Push to Fortnox
            </Button>
          </>
        }
      />
      <Heading as="h2" size="md" mb="2">
        Exports
      </Heading>
      <ExportRecordsTable rows={records.data?.items ?? []} loading={records.isFetching} {...list.tableControls(records.data?.pagination)} />
    </>
  );
};
