import { useState } from 'react';
import type { Invoice } from '@haulage/shared/contracts';
import { Button, ConfirmDialog } from '@haulage/shared/ui';
import { useCreditInvoiceMutation } from '../../api/invoices-api';
import { CreditLines } from '../credit-lines';
import { useInvoiceAttempt } from './use-invoice-attempt';

/** A credit note for the whole invoice, or for the lines chosen in the dialog. */
export const CreditAction = ({ invoice }: { invoice: Invoice }) => {
  const attempt = useInvoiceAttempt();
  const [credit] = useCreditInvoiceMutation();
  const [asking, setAsking] = useState(false);
  const [lines, setLines] = useState<number[]>([]);
  const data = () => (lines.length ? { lines: lines.map((line) => ({ line })) } : {});
  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)}>
        Credit
      </Button>
      <ConfirmDialog
        open={asking}
        title="Credit the invoice"
        body={<CreditLines invoice={invoice} chosen={lines} onChange={setLines} />}
        confirmLabel="Issue credit note"
        onConfirm={() =>
          attempt(() => credit({ documentId: invoice.documentId, data: data() }).unwrap(), 'Credit note issued', 'Could not credit')
        }
        onClose={() => {
          setAsking(false);
          setLines([]);
        }}
      />
    </>
  );
};
