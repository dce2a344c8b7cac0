import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import type { DriverTruck, OdometerKind } from '@haulage/shared/contracts';
import { createDriverApi } from '../api/driver-api';
import { loadDriverI18n } from '../i18n/driver-i18n';
import { DayPanel } from './day-panel';

const DATE = '2026-11-27';
const planned = { id: 1, documentId: 'truck-1', truckName: 'Volvo FH 1', registrationPlateNumber: 'ABC123' };
const fleet: DriverTruck[] = [
  { documentId: 'truck-1', truckName: 'Volvo FH 1', registrationPlateNumber: 'ABC123' },
  { documentId: 'truck-2', truckName: 'Scania R 2', registrationPlateNumber: 'DEF456' },
  { documentId: 'truck-3', truckName: 'Scania S 3', registrationPlateNumber: 'GHI789' },
];

/** The panel with the real API client over a fetch that answers /api/driver/trucks as the API does. */
const setUp = async ({ online = true, language = 'en' as 'en' | 'sv' } = {}) => {
  const asked: string[] = [];
  const readings: [OdometerKind, number, string | null][] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}?${url.searchParams.toString()}`);
    const q = (url.searchParams.get('_q') ?? '').toLowerCase();
    const data = fleet.filter((truck) => `${truck.truckName} ${truck.registrationPlateNumber}`.toLowerCase().includes(q));
    return { ok: true, status: 200, json: async () => ({ data, meta: { pagination: { page: 1, pageSize: 20, total: data.length } } }) };
  }) as unknown as typeof fetch;
  const api = createDriverApi('https://api.test', () => 'session-token', fetchFn);
  const main = document.body.appendChild(document.createElement('main'));
  const i18n = await loadDriverI18n(language);
  const view = (props: { online: boolean }) => (
    <I18nextProvider i18n={i18n}>
      <DayPanel
        date={DATE}
        truck={planned}
        online={props.online}
        storage={window.localStorage}
        searchTrucks={api.trucks}
        onReading={async (kind, km, truck) => void readings.push([kind, km, truck])}
      />
    </I18nextProvider>
  );
  const rendered = render(view({ online }), { container: main });
  return { asked, readings, rerender: (next: boolean) => rendered.rerender(view({ online: next })), unmount: rendered.unmount };
};

const startDay = async (user: ReturnType<typeof userEvent.setup>, km: string) => {
  await user.type(screen.getByLabelText('Odometer (km)'), km);
  await user.click(screen.getByRole('button', { name: 'Start the day' }));
};

describe('the day panel', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.body.innerHTML = '';
  });

  it('starts the day on the planned truck', async () => {
    const user = userEvent.setup();
    const { readings } = await setUp();
    expect(screen.getByText(/Volvo FH 1 \(ABC123\)/)).toBeInTheDocument();
    await startDay(user, '120 500');
    expect(readings).toEqual([['start', 120500, 'truck-1']]);
  });

  it('searches the trucks, uses the chosen one for both readings and keeps it over a reload', async () => {
    const user = userEvent.setup();
    const first = await setUp();
    await user.click(screen.getByRole('button', { name: 'Change truck' }));
    const trucks = await screen.findByRole('list', { name: 'Trucks' });
    expect(await within(trucks).findAllByRole('button')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or registration plate' }), 'def');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(first.asked.at(-1)).toBe('/api/driver/trucks?_q=def&pagination%5BpageSize%5D=20');
    await user.click(await within(trucks).findByRole('button', { name: 'Scania R 2 (DEF456)' }));
    expect(screen.getByText(/Scania R 2 \(DEF456\)/)).toBeInTheDocument();
    expect(screen.getByText('(instead of Volvo FH 1)')).toBeInTheDocument();
    await startDay(user, '88000');
    expect(first.readings).toEqual([['start', 88000, 'truck-2']]);

    first.unmount();
    const second = await setUp();
    expect(screen.getByText(/Scania R 2 \(DEF456\)/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Odometer (km)'), '88240');
    await user.click(screen.getByRole('button', { name: 'End the day' }));
    expect(second.readings).toEqual([['end', 88240, 'truck-2']]);
  });

  it('offline, offers only the planned and the already chosen truck, and says so', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(`haulage:driver-truck:${DATE}`, JSON.stringify(fleet[2]));
    const { asked, readings } = await setUp({ online: false });
    expect(screen.getByText('No network: only the planned truck, or the one already chosen, can be used.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change truck' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    const offered = within(screen.getByRole('list', { name: 'Trucks' })).getAllByRole('button');
    expect(offered.map((button) => button.textContent)).toEqual(['Volvo FH 1 (ABC123)', 'Scania S 3 (GHI789)']);
    await user.click(offered[0]!);
    await startDay(user, '120600');
    expect(readings).toEqual([['start', 120600, 'truck-1']]);
    expect(window.localStorage.getItem(`haulage:driver-truck:${DATE}`)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('speaks Swedish', async () => {
    await setUp({ language: 'sv', online: false });
    expect(screen.getByRole('button', { name: 'Byt bil' })).toBeInTheDocument();
    expect(screen.getByText('Inget nät: bara den planerade bilen, eller den som redan valts, kan användas.')).toBeInTheDocument();
  });

  it('has nothing axe finds wrong with the search open', async () => {
    const user = userEvent.setup();
    await setUp();
    await user.click(screen.getByRole('button', { name: 'Change truck' }));
    await within(await screen.findByRole('list', { name: 'Trucks' })).findAllByRole('button');
    // jsdom draws nothing, so contrast is checked in the browser (the a11y walk), not here.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
  });
});
