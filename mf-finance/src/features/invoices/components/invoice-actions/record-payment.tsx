import type { Invoice } from '@haulage/shared/contracts';
import { useRecordPaymentMutation } from '../../api/invoices-api';
import { PaymentForm } from '../payment-form';
import { useInvoiceAttempt } from './use-invoice-attempt';

/** A payment against the balance; the invoice becomes partly or fully paid. */
export const RecordPayment = ({ invoice }: { invoice: Invoice }) => {
  const attempt = useInvoiceAttempt();
  const [pay] = useRecordPaymentMutation();
  return (
    <PaymentForm
      balance={invoice.balance}
      onRecord={(data) =>
        attempt(() => pay({ documentId: invoice.documentId, data }).unwrap(), 'Payment recorded', 'Could not record the payment')
      }
    />
  );
};
