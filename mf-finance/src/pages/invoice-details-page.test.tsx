import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, itemReply, listReply } from '@haulage/shared/area-kit/testing';
import { renderFinance } from '#testing';
import { draftInvoice } from '../test/invoice-fixtures';

describe('invoice details', () => {
  it('shows the buyer, lines, VAT per rate and totals, and finalises a draft', async () => {
    let invoice = draftInvoice();
    const { platform, calls, toasts } = createFakePlatform([
      {
        method: 'POST',
        path: /^\/api\/customers\/invoices\/inv1\/finalise$/,
        reply: () => {
          invoice = { ...invoice, status: 'issued', number: 'F2026-00001' };
          return itemReply(invoice);
        },
      },
      { method: 'GET', path: /^\/api\/customers\/invoices\/inv1/, reply: () => itemReply(invoice) },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices/invoiceDetails?id=inv1', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice (draft)' })).toBeInTheDocument();
    expect(screen.getByText('Åkeri Nord AB')).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(totals).toHaveTextContent('VAT 25 %: 2 500,00 kr on 10 000,00 kr');
    expect(totals).toHaveTextContent('Total: 12 500,00 kr');
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Finalise' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice F2026-00001' })).toBeInTheDocument();
    expect(toasts).toContainEqual({ status: 'success', message: 'Invoice finalised' });
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete draft' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the reverse-charge text and records a payment typed in kronor', async () => {
    const invoice = draftInvoice({
      status: 'issued',
      number: 'F2026-00002',
      reverseCharge: true,
      legalText: 'Omvänd betalningsskyldighet',
      vatBreakdown: [{ rate: 0, base: 1_000_000, vat: 0 }],
      vatTotal: 0,
      total: 1_000_000,
      balance: 1_000_000,
    });
    const { platform, calls } = createFakePlatform([
      { method: 'POST', path: /\/payments$/, reply: () => itemReply({ ...invoice, status: 'partially_paid' }) },
      { method: 'GET', path: /^\/api\/customers\/invoices\/inv1/, reply: () => itemReply(invoice) },
    ]);
    renderFinance('/invoices/invoiceDetails?id=inv1', platform);
    expect(await screen.findByText('Omvänd betalningsskyldighet')).toBeInTheDocument();
    const amount = screen.getByLabelText('Amount (kr)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2 500,50');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/payments'))).toBe(true));
    const payment = calls.find((call) => call.url.endsWith('/payments'));
    expect(payment?.body.data).toMatchObject({ amount: 250_050 });
  });

  it('credits only the chosen lines', async () => {
    const invoice = draftInvoice({ status: 'issued', number: 'F2026-00003' });
    const { platform, calls } = createFakePlatform([
      { method: 'POST', path: /\/credit$/, reply: () => itemReply({ ...invoice, kind: 'credit_note' }) },
      { method: 'GET', path: /^\/api\/customers\/invoices\/inv1/, reply: () => itemReply(invoice) },
    ]);
    renderFinance('/invoices/invoiceDetails?id=inv1', platform);
    await userEvent.click(await screen.findByRole('button', { name: /^Credit$/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Job 1042: Transport, 10 000,00 kr/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/credit'))?.body).toEqual({ data: { lines: [{ line: 1 }] } }));
  });

  it('offers a reminder for an overdue invoice with what is left after credits and payments, and sends it', async () => {
    const invoice = draftInvoice({
      status: 'partially_paid',
      number: 'F2026-00004',
      dueDate: '2026-10-31',
      overdue: true,
      creditedTotal: 250_000,
      paidTotal: 500_000,
      balance: 500_000,
    });
    const { platform, calls, toasts } = createFakePlatform([
      {
        method: 'POST',
        path: /^\/api\/customers\/invoices\/inv1\/remind$/,
        reply: () =>
          itemReply({ documentId: 'inv1', number: 'F2026-00004', status: 'partially_paid', sentTo: 'faktura@nord.test', cc: null }),
      },
      { method: 'GET', path: /^\/api\/customers\/invoices\/inv1/, reply: () => itemReply(invoice) },
    ]);
    renderFinance('/invoices/invoiceDetails?id=inv1', platform);
    expect(await screen.findByText('Overdue')).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(totals).toHaveTextContent('Credited: -2 500,00 kr');
    expect(totals).toHaveTextContent('Paid: 5 000,00 kr');
    expect(totals).toHaveTextContent('Balance: 5 000,00 kr');
    expect(screen.queryByRole('button', { name: 'Send by e-mail' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send reminder' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Reminder sent' }));
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent.map((call) => call.url)).toEqual(['/api/customers/invoices/inv1/remind']);
    // The answer refreshes the invoice (its status and sent mark are the server's to say).
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.url.includes('/inv1')).length).toBeGreaterThan(1));
  });

  it('shows why a reminder was refused', async () => {
    const invoice = draftInvoice({ status: 'issued', number: 'F2026-00005', overdue: true });
    const { platform, toasts } = createFakePlatform([
      {
        method: 'POST',
        path: /\/remind$/,
        reply: () => [
          409,
          {
            data: null,
            error: {
              status: 409,
              name: 'ConflictError',
              message: 'The customer has no e-mail address for invoices; add one to the customer first',
              details: {},
            },
          },
        ],
      },
      { method: 'GET', path: /^\/api\/customers\/invoices\/inv1/, reply: () => itemReply(invoice) },
    ]);
    renderFinance('/invoices/invoiceDetails?id=inv1', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Send reminder' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        status: 'error',
        message: 'The customer has no e-mail address for invoices; add one to the customer first',
      }),
    );
  });
});
