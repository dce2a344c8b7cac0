import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Invoice, paths } from '@haulage/shared/contracts';
import { Button, ConfirmDialog } from '@haulage/shared/ui';
import { useDeleteInvoiceMutation } from '../../api/invoices-api';
import { useInvoiceAttempt } from './use-invoice-attempt';

/** A draft deleted frees its jobs for the next run; the user goes back to the list. */
export const DeleteDraftAction = ({ invoice }: { invoice: Invoice }) => {
  const attempt = useInvoiceAttempt();
  const navigate = useNavigate();
  const [remove] = useDeleteInvoiceMutation();
  const [asking, setAsking] = useState(false);
  const removeAndLeave = async () => {
    await remove(invoice.documentId).unwrap();
    navigate(paths.invoices.list.href());
  };
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        Delete draft
      </Button>
      <ConfirmDialog
        open={asking}
        title="Delete the draft"
        body="Its jobs become free for the next invoicing run."
        confirmLabel="Delete"
        destructive
        onConfirm={() => attempt(removeAndLeave, 'Draft deleted', 'Could not delete')}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
