import type { Invoice } from '@haulage/shared/contracts';
import { INVOICE_STATUS_LABELS } from '@haulage/shared/contracts';
import { HStack, StatusBadge } from '@haulage/shared/ui';

const PALETTES = { draft: 'gray', issued: 'blue', sent: 'blue', partially_paid: 'orange', paid: 'green', credited: 'purple' };

/** The stored state, and "Overdue" beside it when the API derives it. */
export const InvoiceStatusBadge = ({ invoice }: { invoice: Pick<Invoice, 'status' | 'overdue' | 'kind'> }) => (
  <HStack gap="1">
    <StatusBadge status={invoice.status} palettes={PALETTES} labels={INVOICE_STATUS_LABELS} />
    {invoice.overdue ? <StatusBadge status="overdue" palettes={{ overdue: 'red' }} labels={{ overdue: 'Overdue' }} /> : null}
    {invoice.kind === 'credit_note' ? <StatusBadge status="credit_note" labels={{ credit_note: 'Credit note' }} /> : null}
  </HStack>
);
