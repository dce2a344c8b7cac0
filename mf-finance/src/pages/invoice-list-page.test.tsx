import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, listReply } from '@haulage/shared/area-kit/testing';
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
    const url = calls.find((call) => call.url.startsWith('/api/customers/invoices?'))!.url;
    expect(url).toContain('filters[status][$in][0]=issued');
    expect(url).toMatch(/filters\[dueDate\]\[\$lt\]=\d{4}-\d{2}-\d{2}/);
    expect(url).toContain('filters[invoiceDate][$gte]=2026-10-01');
    expect(url).toContain('filters[invoiceDate][$lte]=2026-10-31');
    expect(url).toContain('[number][$containsi]=Nord');
    expect(url).toContain('pagination[pageSize]=20');
  });

  it('filters by one customer on the server, named from the URL, and changes it from a search', async () => {
    const nord = { ...entry('cust1'), companyName: 'Åkeri Nord AB' };
    const syd = { ...entry('cust2'), companyName: 'Sydfrakt AB' };
    const { platform, calls } = createFakePlatform([
      {
        method: 'GET',
        path: /^\/api\/customers\/invoices\?/,
        reply: () => listReply([draftInvoice({ status: 'sent', number: 'F2026-00009' })]),
      },
      { method: 'GET', path: /^\/api\/customers\/cust1$/, reply: () => [200, { data: nord }] },
      { method: 'GET', path: /^\/api\/customers\?.*_q=Syd/, reply: () => listReply([syd]) },
      { method: 'GET', path: /^\/api\/customers\?/, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices?customer=cust1', platform);
    const select = screen.getByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(select).toHaveDisplayValue('Åkeri Nord AB'));
    const invoiceCalls = () =>
      calls.filter((call) => call.url.startsWith('/api/customers/invoices?')).map((call) => decodeURIComponent(call.url));
    await waitFor(() => expect(invoiceCalls()[0]).toContain('filters[customer][documentId][$eq]=cust1'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'Syd');
    await screen.findByRole('option', { name: 'Sydfrakt AB' });
    await userEvent.selectOptions(select, 'Sydfrakt AB');
    await waitFor(() => expect(invoiceCalls().at(-1)).toContain('filters[customer][documentId][$eq]=cust2'));

    await userEvent.selectOptions(select, 'All customers');
    await waitFor(() => expect(invoiceCalls().at(-1)).not.toContain('filters[customer]'));
  });
});
