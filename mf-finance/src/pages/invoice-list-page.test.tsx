import { screen, waitFor } from '@testing-library/react';
import { createFakePlatform, listReply } from '@haulage/shared/area-kit/testing';
import { renderFinance } from '#testing';
import { draftInvoice } from '../test/invoice-fixtures';

describe('invoice list', () => {
  it('asks the server for a page of overdue invoices of a period, searched by number or customer', async () => {
    const overdue = draftInvoice({ status: 'sent', number: 'F2026-00009', overdue: true });
    const { platform, calls } = createFakePlatform([
      { method: 'GET', path: /^\/api\/customers\/invoices\?/, reply: () => listReply([overdue]) },
    ]);
    renderFinance('/invoices?status=overdue&search=Nord&from=2026-10-01&to=2026-10-31', platform);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await waitFor(() => expect(table).toHaveTextContent('F2026-00009'));
    expect(table).toHaveTextContent('12 500,00 kr');
    expect(table).toHaveTextContent('Overdue');
    const url = calls[0]!.url;
    expect(url).toContain('filters[status][$in][0]=issued');
    expect(url).toMatch(/filters\[dueDate\]\[\$lt\]=\d{4}-\d{2}-\d{2}/);
    expect(url).toContain('filters[invoiceDate][$gte]=2026-10-01');
    expect(url).toContain('filters[invoiceDate][$lte]=2026-10-31');
    expect(url).toContain('[number][$containsi]=Nord');
    expect(url).toContain('pagination[pageSize]=20');
  });
});
