import { useState } from 'react';
import type { Job } from '@haulage/shared/contracts';
import { useLocalListState, usePlatform, useReportRefusal } from '@haulage/shared/area-kit';
import { formatCount, formatDate, formatMoney } from '@haulage/shared/format';
import { Button, Checkbox, DataTable, Heading, HStack, Stack, type DataTableColumn } from '@haulage/shared/ui';
import { useCompletedJobsQuery, useMarkReadyToInvoiceMutation } from '../api/ready-jobs-api';

/**
 * The completed jobs of the run's selection (period and customers): check their prices, then move
 * the chosen ones to ready to invoice at once. The page keys it by the selection, so a new one starts on page 1.
 */
export const ReadyJobs = ({ from, to, customers }: { from: string; to: string; customers: readonly string[] }) => {
  const { feedback } = usePlatform();
  const reportRefusal = useReportRefusal();
  // The page is the section's own: the run's screen keeps its selection, not this list's paging, in the URL.
  const list = useLocalListState();
  const [chosen, setChosen] = useState<string[]>([]);
  const jobs = useCompletedJobsQuery({ from, to, customers, page: list.state.page }, { skip: !from || !to });
  const [mark, markState] = useMarkReadyToInvoiceMutation();
  const toggle = (documentId: string, on: boolean) =>
    setChosen((current) => (on ? [...current, documentId] : current.filter((id) => id !== documentId)));
  const columns: DataTableColumn<Job>[] = [
    {
      key: 'choose',
      header: 'Choose',
      render: (job) => (
        <Checkbox.Root
          checked={chosen.includes(job.documentId)}
          onCheckedChange={(details) => toggle(job.documentId, details.checked === true)}
        >
          <Checkbox.HiddenInput aria-label={`Job ${job.jobNumber}`} />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
    },
    { key: 'jobNumber', header: 'Job' },
    { key: 'plannedDate', header: 'Date', render: (job) => formatDate(job.plannedDate) },
    { key: 'customer', header: 'Customer', render: (job) => job.customer?.companyName ?? '' },
    { key: 'priceTotal', header: 'Price', align: 'end', render: (job) => formatMoney(job.priceTotal ?? null, { ore: true }) },
  ];
  const submit = async () => {
    try {
      await mark(chosen).unwrap();
      feedback.toast('success', `${formatCount(chosen.length, 'job')} ready to invoice`);
      setChosen([]);
    } catch (error) {
      reportRefusal(error, 'No job was moved');
    }
  };
  return (
    <Stack gap="2" mt="8">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          Completed jobs to check
        </Heading>
        <Button onClick={() => void submit()} loading={markState.isLoading} disabled={chosen.length === 0}>
          Mark ready to invoice ({chosen.length})
        </Button>
      </HStack>
      <DataTable
        label="Completed jobs"
        columns={columns}
        rows={jobs.data?.items ?? []}
        loading={jobs.isFetching}
        {...list.tableControls(jobs.data?.pagination)}
        emptyMessage="No completed jobs waiting for this selection"
      />
    </Stack>
  );
};
