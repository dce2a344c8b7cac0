import { useSearchParams } from 'react-router-dom';
import { errorMessage, useListState, usePlatform, useReportRefusal } from '@haulage/shared/area-kit';
import { usePageTitle } from '@haulage/shared/platform';
import { Button, ErrorState, Field, Heading, HStack, Input, PageHeader } from '@haulage/shared/ui';
import { useDriverPaymentsQuery, useDriversSalariesQuery } from '../features/salaries/api/salaries-api';
import { DriverPaymentForm } from '../features/salaries/components/driver-payment-form';
import { DriverPaymentsTable } from '../features/salaries/components/driver-payments-table';
import { MonthPayslipsBar } from '../features/salaries/components/month-payslips-bar';
import { PayslipPanel } from '../features/salaries/components/payslip-panel';
import { PayslipTable } from '../features/salaries/components/payslip-table';
import { monthRange } from '../features/salaries/model/payslip-actions';
import { downloadFile, lastMonth } from '#lib';

export const SalariesPage = () => {
  usePageTitle('Driver pay');
  const { http } = usePlatform();
  const reportRefusal = useReportRefusal();
  const [params, setParams] = useSearchParams();
  const period = params.get('period') || lastMonth(new Date()).from.slice(0, 7);
  const list = useListState();
  const open = params.get('payslip');
  const set = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const payslips = useDriversSalariesQuery({ period, page: list.state.page });
  const payments = useDriverPaymentsQuery(monthRange(period));
  const exportPayroll = (format: 'csv' | 'paxml') =>
    downloadFile(
      http,
      `/api/drivers/salaries/export?period=${period}&format=${format}`,
      `payroll-${period}.${format === 'csv' ? 'csv' : 'xml'}`,
    ).catch((error: unknown) => reportRefusal(error, 'Could not export the payroll'));

  return (
    <>
      <PageHeader
        title="Driver pay"
        actions={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => void exportPayroll('csv')}>
              Payroll CSV
            </Button>
            <Button variant="outline" onClick={() => void exportPayroll('paxml')}>
              Payroll PAXml
            </Button>
          </HStack>
        }
      />
      <MonthPayslipsBar
        period={period}
        monthField={
          <Field.Root maxW="44">
            <Field.Label>Month</Field.Label>
            <Input type="month" value={period} onChange={(event) => set({ period: event.target.value, page: null, payslip: null })} />
          </Field.Root>
        }
      />
      {payslips.isError ? (
        <ErrorState message={errorMessage(payslips.error, 'Could not load payslips')} onRetry={payslips.refetch} />
      ) : (
        <PayslipTable
          rows={payslips.data?.items ?? []}
          loading={payslips.isFetching}
          {...list.tableControls(payslips.data?.pagination)}
          onOpen={(payslip) => set({ payslip: payslip.documentId })}
        />
      )}
      {open ? <PayslipPanel documentId={open} /> : null}
      <Heading as="h2" size="md" mt="8" mb="2">
        Payments
      </Heading>
      <DriverPaymentForm today={new Date().toISOString().slice(0, 10)} />
      <DriverPaymentsTable rows={payments.data?.items ?? []} loading={payments.isFetching} />
    </>
  );
};
