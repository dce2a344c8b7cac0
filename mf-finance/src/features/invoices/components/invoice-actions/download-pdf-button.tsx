import type { Invoice } from '@haulage/shared/contracts';
import { usePlatform } from '@haulage/shared/area-kit';
import { Button } from '@haulage/shared/ui';
import { downloadFile } from '#lib';
import { useInvoiceAttempt } from './use-invoice-attempt';

/** The invoice as the customer receives it. */
export const DownloadPdfButton = ({ invoice }: { invoice: Invoice }) => {
  const { http } = usePlatform();
  const attempt = useInvoiceAttempt();
  const pdf = () => downloadFile(http, `/api/customers/invoices/${invoice.documentId}/pdf`, `${invoice.number ?? 'invoice'}.pdf`);
  return (
    <Button variant="outline" onClick={() => void attempt(pdf, 'PDF downloaded', 'Could not download the PDF')}>
      Download PDF
    </Button>
  );
};
