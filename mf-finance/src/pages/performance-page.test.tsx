import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, listReply } from '@haulage/shared/area-kit/testing';
import { renderFinance } from '#testing';

const meta = {
  pagination: { page: 1, pageSize: 20, pageCount: 1, total: 1 },
  from: '2026-10-01',
  to: '2026-10-31',
  sort: 'revenue:desc',
  currency: 'SEK',
};
const truckRow = {
  truck: { documentId: 't1', truckName: 'Volvo FH16', truckNumber: 'T-12', vehicleClass: 'truck', area: 'Göteborg' },
  jobs: 14,
  revenue: 11_500_000,
  km: 2450.5,
  odometerKm: 2600,
  unbilledKm: 149.5,
  hours: 80,
  revenuePerKm: 4423,
  revenuePerHour: 143_750,
  daysUsed: 9,
};
const customerRow = {
  customer: { documentId: 'c1', companyName: 'Åkeri Nord AB' },
  jobs: 14,
  revenue: 11_500_000,
  averagePrice: 821_429,
  km: 2450.5,
  share: 0.5,
  previousRevenue: 10_000_000,
  trend: 0.15,
};

describe('performance', () => {
  it('shows trucks and customers for the period, sorts on the server and draws the revenue chart', async () => {
    const { platform, calls } = createFakePlatform([
      { method: 'GET', path: /^\/api\/trucks\/performance\?/, reply: () => [200, { data: [truckRow], meta }] },
      { method: 'GET', path: /^\/api\/customers\/performance\?/, reply: () => [200, { data: [customerRow], meta }] },
    ]);
    renderFinance('/invoices/performance?from=2026-10-01&to=2026-10-31', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance' })).toBeInTheDocument();
    const trucks = screen.getByRole('table', { name: 'Truck performance' });
    await waitFor(() => expect(trucks).toHaveTextContent('T-12 Volvo FH16'));
    expect(trucks).toHaveTextContent('115 000 kr');
    expect(trucks).toHaveTextContent('2 451 km');
    const customers = screen.getByRole('table', { name: 'Customer performance' });
    await waitFor(() => expect(customers).toHaveTextContent('Åkeri Nord AB'));
    expect(customers).toHaveTextContent('15 %');
    expect(await screen.findByRole('img', { name: 'Revenue per truck' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/trucks/performance?'))?.url).toContain('from=2026-10-01');

    await userEvent.click(within(trucks).getByRole('button', { name: /Jobs/ }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.startsWith('/api/trucks/performance') && call.url.includes('sort=jobs:asc'))).toBe(true),
    );
  });

  it('filters both reports by area, the areas read from the API and the choice kept in the URL', async () => {
    const areas = [
      { ...entry('area1', 1), name: 'Göteborg' },
      { ...entry('area2', 2), name: 'Stockholm' },
    ];
    const { platform, calls } = createFakePlatform([
      { method: 'GET', path: /^\/api\/trucks\/performance\?/, reply: () => [200, { data: [truckRow], meta }] },
      { method: 'GET', path: /^\/api\/customers\/performance\?/, reply: () => [200, { data: [customerRow], meta }] },
      { method: 'GET', path: /^\/api\/areas\?/, reply: () => listReply(areas) },
    ]);
    renderFinance('/invoices/performance?from=2026-10-01&to=2026-10-31&area=area1', platform);
    const area = await screen.findByRole('combobox', { name: 'Area' });
    await waitFor(() => expect(area).toHaveDisplayValue('Göteborg'));
    const reportCalls = (report: string) => calls.filter((call) => call.url.startsWith(`/api/${report}/performance?`));
    expect(reportCalls('trucks')[0]?.url).toContain('area=area1');
    expect(reportCalls('customers')[0]?.url).toContain('area=area1');

    await userEvent.selectOptions(area, 'Stockholm');
    await waitFor(() => expect(reportCalls('trucks').at(-1)?.url).toContain('area=area2'));
    expect(reportCalls('customers').at(-1)?.url).toContain('area=area2');

    await userEvent.selectOptions(area, 'All areas');
    await waitFor(() => expect(reportCalls('trucks').at(-1)?.url).not.toContain('area='));
  });
});
