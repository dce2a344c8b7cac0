import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { errorMessage, PageSkeleton } from '@haulage/shared/area-kit';
import { usePageTitle } from '@haulage/shared/platform';
import { Box, ErrorState, PageHeader } from '@haulage/shared/ui';
import { useGetInvoiceQuery } from '../features/invoices/api/invoices-api';
import { InvoiceActionsBar } from '../features/invoices/components/invoice-actions-bar';
import { InvoiceLines } from '../features/invoices/components/invoice-lines';
import { InvoiceParties } from '../features/invoices/components/invoice-parties';
import { InvoiceStatusBadge } from '../features/invoices/components/invoice-status-badge';

export const InvoiceDetailsPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const documentId = params.get('id') ?? '';
  const invoice = useGetInvoiceQuery(documentId, { skip: !documentId });
  const title = invoice.data
    ? `${invoice.data.kind === 'credit_note' ? 'Credit note' : 'Invoice'} ${invoice.data.number ?? '(draft)'}`
    : 'Invoice';
  usePageTitle(title);

  if (invoice.isError || !documentId) {
    return (
      <>
        <PageHeader title="Invoice" breadcrumbs={[{ label: 'Invoices', href: paths.invoices.list.href() }]} onNavigate={navigate} />
        <ErrorState message={errorMessage(invoice.error, 'Could not load the invoice')} onRetry={invoice.refetch} />
      </>
    );
  }
  if (!invoice.data) return <PageSkeleton />;
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: 'Invoices', href: paths.invoices.list.href() }]} onNavigate={navigate} />
      <Box mb="3">
        <InvoiceStatusBadge invoice={invoice.data} />
      </Box>
      <InvoiceActionsBar invoice={invoice.data} />
      <InvoiceParties invoice={invoice.data} />
      <InvoiceLines invoice={invoice.data} />
    </>
  );
};
