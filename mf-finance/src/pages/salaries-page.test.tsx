import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, itemReply, listReply, validationReply } from '@haulage/shared/area-kit/testing';
import { renderFinance } from '#testing';

const driver = { id: 3, documentId: 'drv1', firstName: 'Anna', lastName: 'Berg', employeeNumber: 'E-7' };
const payslip = (status: string) => ({
  ...entry('ps1'),
  period: '2026-10',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  status,
  grossAmount: 3_250_000,
  notes: null,
  submittedAt: null,
  approvedAt: null,
  approvedBy: null,
  paidAt: null,
  rejectionReason: null,
  driver,
  lines: [
    {
      id: 1,
      source: 'job',
      kind: 'salary',
      job: null,
      date: null,
      description: 'Monthly salary',
      quantity: 1,
      unit: 'month',
      rate: 3_250_000,
      amount: 3_250_000,
    },
  ],
});

describe('driver pay', () => {
  it('lists the month’s payslips and approves a submitted one', async () => {
    let status = 'submitted';
    const { platform, calls, toasts } = createFakePlatform([
      {
        method: 'POST',
        path: /^\/api\/drivers\/salaries\/ps1\/approve$/,
        reply: () => {
          status = 'approved';
          return itemReply(payslip(status));
        },
      },
      { method: 'GET', path: /^\/api\/drivers\/salaries\/ps1/, reply: () => itemReply(payslip(status)) },
      { method: 'GET', path: /^\/api\/drivers\/salaries\?/, reply: () => listReply([payslip(status)]) },
      { method: 'GET', path: /^\/api\/drivers\/payments\?/, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices/salaries?period=2026-10', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Driver pay' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payslips' });
    await waitFor(() => expect(table).toHaveTextContent('Anna Berg'));
    expect(table).toHaveTextContent('32 500,00 kr');
    expect(calls.find((call) => call.url.startsWith('/api/drivers/salaries?'))?.url).toContain('period=2026-10');

    await userEvent.click(within(table).getByText('Anna Berg'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Berg, 2026-10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark paid' })).toBeInTheDocument());
    expect(toasts).toContainEqual({ status: 'success', message: 'Payslip: approve done' });
  });

  it('sends the reason when a payslip is rejected', async () => {
    const { platform, calls } = createFakePlatform([
      { method: 'POST', path: /\/reject$/, reply: () => itemReply(payslip('open')) },
      { method: 'GET', path: /^\/api\/drivers\/salaries\/ps1/, reply: () => itemReply(payslip('submitted')) },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices/salaries?period=2026-10&payslip=ps1', platform);
    await userEvent.type(await screen.findByLabelText('Reason for rejecting'), 'Wrong hours on 14 Oct');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/reject'))?.body).toEqual({ data: { reason: 'Wrong hours on 14 Oct' } }),
    );
  });

  it('adds a manual line to an open payslip, a deduction typed in kronor', async () => {
    const { platform, calls, toasts } = createFakePlatform([
      { method: 'POST', path: /\/add-line$/, reply: () => itemReply(payslip('open')) },
      { method: 'GET', path: /^\/api\/drivers\/salaries\/ps1/, reply: () => itemReply(payslip('open')) },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices/salaries?period=2026-10&payslip=ps1', platform);
    await userEvent.type(await screen.findByLabelText('Line description'), 'Fuel card, private use');
    await userEvent.type(screen.getByLabelText('Rate (kr)'), '-500,50');
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Line added' }));
    expect(calls.find((call) => call.url.endsWith('/add-line'))?.body).toEqual({
      data: { description: 'Fuel card, private use', quantity: 1, rate: -50_050 },
    });
  });
});

describe("a month's payslips", () => {
  it('makes them in one call, refreshes the list and names the drivers who need a pay rule until dismissed', async () => {
    let made = false;
    const { platform, calls, toasts } = createFakePlatform([
      {
        method: 'POST',
        path: /^\/api\/drivers\/salaries\/month$/,
        reply: () => {
          made = true;
          return [
            201,
            { data: [{ id: 1, documentId: 'ps1' }], meta: { created: 1, withoutRule: [{ documentId: 'drv2', name: 'Olle Ek' }] } },
          ];
        },
      },
      { method: 'GET', path: /^\/api\/drivers\/salaries\?/, reply: () => listReply(made ? [payslip('open')] : []) },
      { method: 'GET', path: /^\/api\/drivers\/payments\?/, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices/salaries?period=2026-10', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Make payslips for 2026-10' }));
    expect(calls.find((call) => call.url === '/api/drivers/salaries/month')?.body).toEqual({ data: { period: '2026-10' } });
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: '1 payslip made for 2026-10' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Payslips' })).toHaveTextContent('Anna Berg'));
    expect(screen.getByText(/no pay rule/).closest('[role="status"]')).toHaveTextContent(
      '1 driver has no pay rule for 2026-10 and got no payslip: Olle Ek',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/no pay rule/)).not.toBeInTheDocument();
  });

  it('keeps a refusal on the page', async () => {
    const { platform } = createFakePlatform([
      {
        method: 'POST',
        path: /^\/api\/drivers\/salaries\/month$/,
        reply: () => validationReply('Period must be a month (YYYY-MM)'),
      },
      { method: 'GET', path: /^\/api\/drivers\/salaries\?/, reply: () => listReply([]) },
      { method: 'GET', path: /^\/api\/drivers\/payments\?/, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices/salaries?period=2026-10', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Make payslips for 2026-10' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Period must be a month (YYYY-MM)');
  });
});

describe('driver payments', () => {
  it("records an advance, shows the API's refusal at its field, and refreshes the month's list", async () => {
    const saved: Record<string, unknown>[] = [];
    let posts = 0;
    const { platform, calls, toasts } = createFakePlatform([
      {
        method: 'POST',
        path: /^\/api\/drivers\/payments$/,
        reply: (call) => {
          posts += 1;
          if (posts === 1)
            return validationReply('1 error occurred', [{ path: ['paymentDate'], message: 'Payment date is in a paid month' }]);
          const data = (call.body as { data: Record<string, unknown> }).data;
          const payment = { ...entry('pay1'), ...data, driver };
          saved.push(payment);
          return itemReply(payment, 201);
        },
      },
      { method: 'GET', path: /^\/api\/drivers\/payments/, reply: () => listReply([...saved]) },
      { method: 'GET', path: /^\/api\/drivers\?/, reply: () => listReply([driver]) },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices/salaries?period=2026-10', platform);
    const form = await screen.findByRole('form', { name: 'Add payment' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add payment' }));
    expect(await within(form).findByText('Choose the driver to pay')).toBeInTheDocument();
    expect(posts).toBe(0);

    await userEvent.selectOptions(await within(form).findByRole('combobox', { name: /Driver/ }), 'Anna Berg');
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '1 250,50');
    const date = within(form).getByLabelText(/Payment date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-10-20');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reference' }), 'Förskott oktober');
    await userEvent.click(within(form).getByRole('button', { name: 'Add payment' }));
    expect(await within(form).findByText('Payment date is in a paid month')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Payment recorded' }));
    expect(calls.filter((call) => call.url === '/api/drivers/payments').at(-1)?.body).toEqual({
      data: { driver: 'drv1', kind: 'advance', amount: 125_050, paymentDate: '2026-10-20', reference: 'Förskott oktober' },
    });
    const table = screen.getByRole('table', { name: 'Driver payments' });
    await waitFor(() => expect(table).toHaveTextContent('1 250,50 kr'));
    expect(table).toHaveTextContent('Anna Berg');
    expect(table).toHaveTextContent('Advance');
  });
});
