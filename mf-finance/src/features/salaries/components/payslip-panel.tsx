import { useState } from 'react';
import type { PayslipAction, PayslipLine } from '@haulage/shared/contracts';
import { errorMessage, usePlatform, useReportRefusal } from '@haulage/shared/area-kit';
import { formatMoney, formatNumber } from '@haulage/shared/format';
import { Button, Card, DataTable, Field, Heading, HStack, Input, Spinner, Text, type DataTableColumn } from '@haulage/shared/ui';
import { usePayslipActionMutation, usePayslipQuery } from '../api/salaries-api';
import { PAYSLIP_ACTION_LABELS, payslipActions } from '../model/payslip-actions';
import { ManualLineForm } from './manual-line-form';

const lineColumns: DataTableColumn<PayslipLine>[] = [
  { key: 'description', header: 'Description' },
  { key: 'quantity', header: 'Quantity', align: 'end', render: (row) => `${formatNumber(row.quantity)} ${row.unit}` },
  { key: 'rate', header: 'Rate', align: 'end', render: (row) => formatMoney(row.rate, { ore: true }) },
  { key: 'amount', header: 'Amount', align: 'end', render: (row) => formatMoney(row.amount, { ore: true }) },
];

/** One payslip: its lines and the moves its state allows (a rejection needs a reason). */
export const PayslipPanel = ({ documentId }: { documentId: string }) => {
  const { feedback } = usePlatform();
  const reportRefusal = useReportRefusal();
  const payslip = usePayslipQuery(documentId);
  const [act, actState] = usePayslipActionMutation();
  const [reason, setReason] = useState('');
  if (!payslip.data)
    return payslip.isError ? <Text>{errorMessage(payslip.error, 'Could not load the payslip')}</Text> : <Spinner size="sm" />;
  const slip = payslip.data;
  const run = async (action: PayslipAction) => {
    try {
      await act({ documentId, action, ...(action === 'reject' ? { reason: reason.trim() } : {}) }).unwrap();
      feedback.toast('success', `Payslip: ${PAYSLIP_ACTION_LABELS[action].toLowerCase()} done`);
    } catch (error) {
      reportRefusal(error, 'The payslip did not move');
    }
  };
  const actions = payslipActions(slip.status);
  return (
    <Card.Root mt="4">
      <Card.Body>
        <Heading as="h2" size="md" mb="2">
          {slip.driver ? `${slip.driver.firstName} ${slip.driver.lastName}` : 'Payslip'}, {slip.period}
        </Heading>
        {slip.rejectionReason ? <Text mb="2">Rejected: {slip.rejectionReason}</Text> : null}
        <DataTable
          label="Payslip lines"
          columns={lineColumns}
          rows={slip.lines ?? []}
          getRowKey={(row) => row.id}
          emptyMessage="No lines"
        />
        <Text fontWeight="bold" mt="2">
          Gross: {formatMoney(slip.grossAmount, { ore: true })}
        </Text>
        {slip.status === 'open' ? <ManualLineForm documentId={documentId} /> : null}
        <HStack gap="2" wrap="wrap" mt="3" align="end">
          {actions.includes('reject') ? (
            <Field.Root maxW="64">
              <Field.Label>Reason for rejecting</Field.Label>
              <Input value={reason} onChange={(event) => setReason(event.target.value)} />
            </Field.Root>
          ) : null}
          {actions.map((action) => (
            <Button
              key={action}
              colorPalette={action === 'reject' ? 'red' : 'brand'}
              variant={action === 'reject' ? 'outline' : 'solid'}
              loading={actState.isLoading}
              disabled={action === 'reject' && reason.trim() === ''}
              onClick={() => void run(action)}
            >
              {PAYSLIP_ACTION_LABELS[action]}
            </Button>
          ))}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
};
