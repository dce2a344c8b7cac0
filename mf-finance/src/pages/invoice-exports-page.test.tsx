import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, listReply } from '@haulage/shared/area-kit/testing';
import { renderFinance } from '#testing';

const record = {
  ...entry('exp1'),
  kind: 'sie4',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  invoiceCount: 12,
  skippedCount: 0,
  reexport: false,
  result: 'ok',
  message: null,
  fileName: 'x.se',
};

describe('invoice exports', () => {
  it('lists what each export carried and pushes a period to Fortnox', async () => {
    const { platform, calls, toasts } = createFakePlatform([
      { method: 'POST', path: /export-fortnox$/, reply: () => [200, { data: { pushed: 3 } }] },
      { method: 'GET', path: /^\/api\/invoice-exports/, reply: () => listReply([record]) },
    ]);
    renderFinance('/invoices/exports', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice exports' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Export records' });
    await waitFor(() => expect(table).toHaveTextContent('SIE 4'));
    expect(table).toHaveTextContent('12');

    await userEvent.click(screen.getByRole('button', { name: 'Push to Fortnox' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Invoices pushed to Fortnox' }));
    const push = calls.find((call) => call.url.endsWith('export-fortnox'));
    expect(push?.body.data).toEqual({ from: expect.stringMatching(/^\d{4}-\d{2}-01$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});
