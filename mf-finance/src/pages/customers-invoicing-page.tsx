import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatCount, formatMoney } from '@haulage/shared/format';
import { ErrorState, PageHeader, Text, type SelectOption } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage } from '@haulage/shared/area-kit';
import { usePreviewInvoicingMutation } from '../features/invoicing/api/invoicing-api';
import { PreviewTable } from '../features/invoicing/components/preview-table';
import { RunForm, type RunFormValues } from '../features/invoicing/components/run-form';
import { CustomerPicker } from '../features/invoicing/components/customer-picker';
import { ReadyJobs } from '../features/invoicing/components/ready-jobs';
import { RunPanel } from '../features/invoicing/components/run-panel';
import { lastMonth } from '#lib';
import { useInvoiceRun } from '../features/invoicing/model/use-invoice-run';

/** The period lives in the URL, so a run left half-way is found again and continued. */
const useRunValues = (): [RunFormValues, (change: Partial<RunFormValues>) => void] => {
  const [params, setParams] = useSearchParams();
  const fallback = lastMonth(new Date());
  const values = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to, perJob: params.get('perJob') === '1' };
  const update = (change: Partial<RunFormValues>) => {
    const next = { ...values, ...change };
    setParams({ from: next.from, to: next.to, ...(next.perJob ? { perJob: '1' } : {}) }, { replace: true });
  };
  return [values, update];
};

export const CustomersInvoicingPage = () => {
  usePageTitle('Customer invoicing');
  const [values, update] = useRunValues();
  const [customers, setCustomers] = useState<SelectOption[]>([]);
  // No customer chosen means every customer: the API then takes the field's absence.
  const chosenIds = customers.map((customer) => customer.value);
  const input = { ...values, ...(chosenIds.length ? { customers: chosenIds } : {}) };
  const [preview, previewState] = usePreviewInvoicingMutation();
  const { run, tally, isCustomerExportLoading } = useInvoiceRun();
  const drafts = previewState.data?.data;
  const meta = previewState.data?.meta;

  return (
    <>
      <PageHeader title="Customer invoicing" description="Ready-to-invoice jobs of a period become draft invoices" />
      <RunForm
        values={values}
        onChange={(change) => {
          update(change);
          previewState.reset();
        }}
        onPreview={() => void preview(input)}
        busy={previewState.isLoading}
      >
        <CustomerPicker
          chosen={customers}
          onChange={(chosen) => {
            setCustomers(chosen);
            previewState.reset();
          }}
        />
      </RunForm>
      {previewState.isError ? <ErrorState message={errorMessage(previewState.error, 'Could not preview the run')} /> : null}
      {drafts && meta ? (
        <>
          <Text mb="2">
            {formatCount(meta.drafts, 'draft')} from {formatCount(meta.jobs, 'job')}
            {meta.totals.map((total) => ` · total ${formatMoney(total.total, { ore: true, currency: total.currency })}`).join('')}
          </Text>
          <PreviewTable drafts={drafts} />
          <RunPanel
            tally={tally}
            isCustomerExportLoading={isCustomerExportLoading}
            onRun={() => void run(input)}
            disabled={meta.jobs === 0}
          />
        </>
      ) : null}
      <ReadyJobs key={[values.from, values.to, ...chosenIds].join(' ')} from={values.from} to={values.to} customers={chosenIds} />
    </>
  );
};
