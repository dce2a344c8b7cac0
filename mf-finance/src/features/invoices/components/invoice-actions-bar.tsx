import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Invoice, paths } from '@haulage/shared/contracts';
import { errorMessage, usePlatform } from '@haulage/shared/area-kit';
import { Button, ConfirmDialog, HStack, Stack } from '@haulage/shared/ui';
import {
  useCreditInvoiceMutation,
  useDeleteInvoiceMutation,
  useFinaliseInvoiceMutation,
  useRecordPaymentMutation,
} from '../api/invoices-api';
import { useSendInvoiceMutation } from '../../exports/api/exports-api';
import { invoiceActions } from '../model/invoice-actions';
import { downloadFile } from '../model/download';
import { CreditLines } from './credit-lines';
import { PaymentForm } from './payment-form';

/** The buttons the invoice's state allows; each answer refreshes the invoice and the list. */
export const InvoiceActionsBar = ({ invoice }: { invoice: Invoice }) => {
  const { feedback, http } = usePlatform();
  const navigate = useNavigate();
  const [finalise, finaliseState] = useFinaliseInvoiceMutation();
  const [credit] = useCreditInvoiceMutation();
  const [pay] = useRecordPaymentMutation();
  const [remove] = useDeleteInvoiceMutation();
  const [send, sendState] = useSendInvoiceMutation();
  const [asking, setAsking] = useState<'credit' | 'delete' | null>(null);
  const [creditLines, setCreditLines] = useState<number[]>([]);
  const actions = invoiceActions(invoice);
  const attempt = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      feedback.toast('success', done);
    } catch (error) {
      feedback.toast('error', errorMessage(error, failed));
    }
  };
  const url = `/api/customers/invoices/${invoice.documentId}`;

  return (
    <Stack mb="4">
      <HStack gap="2" wrap="wrap">
        {actions.includes('finalise') ? (
          <Button
            colorPalette="brand"
            loading={finaliseState.isLoading}
            onClick={() => void attempt(() => finalise(invoice.documentId).unwrap(), 'Invoice finalised', 'Could not finalise')}
          >
            Finalise
          </Button>
        ) : null}
        {actions.includes('pdf') ? (
          <Button
            variant="outline"
            onClick={() =>
              void attempt(
                () => downloadFile(http, `${url}/pdf`, `${invoice.number ?? 'invoice'}.pdf`),
                'PDF downloaded',
                'Could not download the PDF',
              )
            }
          >
            Download PDF
          </Button>
        ) : null}
        {actions.includes('send') ? (
          <Button
            variant="outline"
            loading={sendState.isLoading}
            onClick={() =>
              void attempt(
                () => send({ documentId: invoice.documentId, what: invoice.overdue ? 'remind' : 'send' }).unwrap(),
                invoice.overdue ? 'Reminder sent' : 'Invoice sent',
                'Could not send the invoice',
              )
            }
          >
            {invoice.overdue ? 'Send reminder' : 'Send by e-mail'}
          </Button>
        ) : null}
        {actions.includes('credit') ? (
          <Button variant="outline" onClick={() => setAsking('credit')}>
            Credit
          </Button>
        ) : null}
        {actions.includes('delete') ? (
          <Button variant="outline" colorPalette="red" onClick={() => setAsking('delete')}>
            Delete draft
          </Button>
        ) : null}
      </HStack>
      {actions.includes('payment') ? (
        <PaymentForm
          balance={invoice.balance}
          onRecord={(data) =>
            attempt(() => pay({ documentId: invoice.documentId, data }).unwrap(), 'Payment recorded', 'Could not record the payment')
          }
        />
      ) : null}
      <ConfirmDialog
        open={asking === 'credit'}
        title="Credit the invoice"
        body={<CreditLines invoice={invoice} chosen={creditLines} onChange={setCreditLines} />}
        confirmLabel="Issue credit note"
        onConfirm={() =>
          attempt(
            () =>
              credit({
                documentId: invoice.documentId,
                data: creditLines.length ? { lines: creditLines.map((line) => ({ line })) } : {},
              }).unwrap(),
            'Credit note issued',
            'Could not credit',
          )
        }
        onClose={() => {
          setAsking(null);
          setCreditLines([]);
        }}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title="Delete the draft"
        body="Its jobs become free for the next invoicing run."
        confirmLabel="Delete"
        destructive
        onConfirm={() =>
          attempt(
            async () => {
              await remove(invoice.documentId).unwrap();
              navigate(paths.invoices.list.href());
            },
            'Draft deleted',
            'Could not delete',
          )
        }
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
};
