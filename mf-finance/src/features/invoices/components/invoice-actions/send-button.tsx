import type { Invoice } from '@haulage/shared/contracts';
import { Button } from '@haulage/shared/ui';
import { useSendInvoiceMutation } from '../../api/send-invoice';
import { useInvoiceAttempt } from './use-invoice-attempt';

/** By e-mail to the customer; an overdue invoice is sent again as a reminder. */
export const SendButton = ({ invoice }: { invoice: Invoice }) => {
  const attempt = useInvoiceAttempt();
  const [send, state] = useSendInvoiceMutation();
  const what = invoice.overdue ? 'remind' : 'send';
  return (
    <Button
      variant="outline"
      loading={state.isLoading}
      onClick={() =>
        void attempt(
          () => send({ documentId: invoice.documentId, what }).unwrap(),
          invoice.overdue ? 'Reminder sent' : 'Invoice sent',
          'Could not send the invoice',
        )
      }
    >
      {invoice.overdue ? 'Send reminder' : 'Send by e-mail'}
    </Button>
  );
};
