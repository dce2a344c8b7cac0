import type { Invoice } from '@haulage/shared/contracts';
import { HStack, Stack } from '@haulage/shared/ui';
import { invoiceActions } from '../model/invoice-actions';
import { CreditAction } from './invoice-actions/credit-action';
import { DeleteDraftAction } from './invoice-actions/delete-draft-action';
import { DownloadPdfButton } from './invoice-actions/download-pdf-button';
import { FinaliseButton } from './invoice-actions/finalise-button';
import { RecordPayment } from './invoice-actions/record-payment';
import { SendButton } from './invoice-actions/send-button';

/** The actions the invoice's state allows (`invoiceActions`), one component each; each answer refreshes the invoice and the list. */
export const InvoiceActionsBar = ({ invoice }: { invoice: Invoice }) => {
  const actions = invoiceActions(invoice);
  return (
    <Stack mb="4">
      <HStack gap="2" wrap="wrap">
        {actions.includes('finalise') ? <FinaliseButton invoice={invoice} /> : null}
        {actions.includes('pdf') ? <DownloadPdfButton invoice={invoice} /> : null}
        {actions.includes('send') ? <SendButton invoice={invoice} /> : null}
        {actions.includes('credit') ? <CreditAction invoice={invoice} /> : null}
        {actions.includes('delete') ? <DeleteDraftAction invoice={invoice} /> : null}
      </HStack>
      {actions.includes('payment') ? <RecordPayment invoice={invoice} /> : null}
    </Stack>
  );
};
