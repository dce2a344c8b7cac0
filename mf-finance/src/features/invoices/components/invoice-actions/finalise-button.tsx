import type { Invoice } from '@haulage/shared/contracts';
import { Button } from '@haulage/shared/ui';
import { useFinaliseInvoiceMutation } from '../../api/invoices-api';
import { useInvoiceAttempt } from './use-invoice-attempt';

/** A draft becomes a numbered invoice. */
export const FinaliseButton = ({ invoice }: { invoice: Invoice }) => {
  const attempt = useInvoiceAttempt();
  const [finalise, state] = useFinaliseInvoiceMutation();
  return (
    <Button
      colorPalette="brand"
      loading={state.isLoading}
      onClick={() => void attempt(() => finalise(invoice.documentId).unwrap(), 'Invoice finalised', 'Could not finalise')}
    >
      Finalise
    </Button>
  );
};
