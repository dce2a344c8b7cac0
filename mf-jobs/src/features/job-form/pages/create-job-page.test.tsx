import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_ADDRESS_MESSAGE } from '@haulage/shared/contracts';
import { createFakePlatform, entry, itemReply, listReply, validationReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';
import { AGREEMENT, CONTACTS, CUSTOMER, OTHER_CUSTOMER, PRICING_MODEL, destinationsFor } from './job-form-fixtures';

const routes = (extra: FakeRoute[] = []): FakeRoute[] => [
  ...extra,
  { method: 'GET', path: /^\/api\/customers\?/, reply: () => listReply([{ ...CUSTOMER, contacts: CONTACTS }, OTHER_CUSTOMER]) },
  { method: 'GET', path: /^\/api\/customer-contacts\?.*cust1/, reply: () => listReply(CONTACTS) },
  { method: 'GET', path: /^\/api\/customer-contacts\?/, reply: () => listReply([]) },
  { method: 'GET', path: /^\/api\/customer-pricing\/model/, reply: () => itemReply(PRICING_MODEL) },
  { method: 'GET', path: /^\/api\/customer-pricings\?.*cust1/, reply: () => listReply([AGREEMENT]) },
  { method: 'GET', path: /^\/api\/customer-pricings\?/, reply: () => listReply([]) },
  { method: 'GET', path: /^\/api\/destinations\?/, reply: (call) => listReply(destinationsFor(call.url)) },
  { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
];

const created = (call: { body: { data?: Record<string, unknown> } }) =>
  itemReply({ ...entry('new1', 99), jobNumber: 1099, ...call.body.data }, 201);

const chooseCustomer = async () => {
  await screen.findByRole('option', { name: 'Nord Bygg AB' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Customer/ }), 'cust1');
};

const placeStop = async (n: number, destination: string, from: string, to: string) => {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: `Stop ${n} destination` }), destination);
  fireEvent.change(screen.getByLabelText(`Stop ${n} planned from`), { target: { value: from } });
  fireEvent.change(screen.getByLabelText(`Stop ${n} planned to`), { target: { value: to } });
};

describe('create job', () => {
  it('previews a job on a priced lane with the lane price in place of km and hours, and says so', async () => {
    const fake = createFakePlatform(routes(), 'dispatcher');
    renderJobs('/jobs/createJob', fake.platform);
    await chooseCustomer();
    await placeStop(1, 'dest1', '2026-03-10T08:00', '2026-03-10T09:00');
    await placeStop(2, 'dest3', '2026-03-10T14:00', '2026-03-10T15:00');
    await userEvent.type(screen.getByRole('textbox', { name: 'Km planned' }), '470');

    const preview = screen.getByRole('region', { name: 'Price preview' });
    // The lane's 8 900 kr, the start fee and two stops at 150: no km, no hours.
    await waitFor(() => expect(preview).toHaveTextContent('Total 9 650,00 kr'));
    expect(
      within(preview).getByText('The lane price Göteborg – Stockholm replaces km and hours; fees, stops and waiting time still apply.'),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Price lines' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Startavgift',
      'Stopp',
      'Sträckpris Göteborg – Stockholm',
    ]);
  });

  it('creates an open job from a customer, its contact and two stops, priced live by the customer’s agreement', async () => {
    const fake = createFakePlatform(routes([{ method: 'POST', path: /^\/api\/jobs$/, reply: created }]), 'dispatcher');
    renderJobs('/jobs/createJob', fake.platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create job' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price preview' })).toHaveTextContent('Choose a customer to see the price.');
    await chooseCustomer();
    await screen.findByRole('option', { name: 'Anna Karlsson' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Contact' }), 'con1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer reference' }), 'PO-7');
    await placeStop(1, 'dest1', '2026-03-10T08:00', '2026-03-10T09:00');
    await placeStop(2, 'dest2', '2026-03-10T10:30', '2026-03-10T11:00');
    await userEvent.type(screen.getByRole('textbox', { name: 'Km planned' }), '100');
    await userEvent.click(screen.getByRole('checkbox', { name: 'ADR goods' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^UN number/ }), 'UN 1203');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^ADR class/ }), '3');

    const preview = screen.getByRole('region', { name: 'Price preview' });
    // 3 h at the agreement's 650 kr, 100 km at 18,50, the start fee and two stops at 150.
    await waitFor(() => expect(preview).toHaveTextContent('Total 4 550,00 kr'));
    expect(within(preview).getByText('Agreement: Nord Bygg AB 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Price lines' })).getByText('1 950,00 kr')).toBeInTheDocument();
    expect(within(preview).getByText('No lane price for Göteborg – Jönköping, so km and hours apply.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create job' }));
    await waitFor(() => expect(fake.toasts).toContainEqual({ status: 'success', message: 'Job is created successfully' }));
    const post = fake.calls.find((call) => call.method === 'POST')!;
    expect(post.body.data).toMatchObject({
      kind: 'job',
      status: 'open',
      customer: 'cust1',
      contact: 'con1',
      customerReference: 'PO-7',
      kmPlanned: 100,
      adr: true,
      unNumber: '1203',
      adrClass: '3',
      packingGroup: null,
      vehicleClass: 'truck',
      stops: [
        { sequence: 1, type: 'pickup', destination: 'dest1', plannedFrom: new Date('2026-03-10T08:00').toISOString() },
        { sequence: 2, type: 'delivery', destination: 'dest2', plannedTo: new Date('2026-03-10T11:00').toISOString() },
      ],
    });
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/jobs/jobDetails?id=new1'));
  });

  it('names what a real job still lacks without calling the API, and keeps it as a draft instead', async () => {
    const fake = createFakePlatform(routes([{ method: 'POST', path: /^\/api\/jobs$/, reply: created }]), 'dispatcher');
    renderJobs('/jobs/createJob', fake.platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Create job' }));
    expect(await screen.findByText('Please choose a customer')).toBeInTheDocument();
    expect(screen.getAllByText('Please choose a destination')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stop 2 type' }), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findByText('A job needs at least one pickup and one delivery')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await chooseCustomer();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(fake.toasts).toContainEqual({ status: 'success', message: 'Draft is saved successfully' }));
    expect(fake.calls.find((call) => call.method === 'POST')!.body.data).toMatchObject({ status: 'draft', customer: 'cust1' });
  });

  it('asks for the consignment note’s goods, and for ADR goods their UN number and class before anything is sent', async () => {
    const fake = createFakePlatform(routes([{ method: 'POST', path: /^\/api\/jobs$/, reply: created }]), 'dispatcher');
    renderJobs('/jobs/createJob', fake.platform);
    await chooseCustomer();
    const goods = screen.getByRole('group', { name: 'Goods' });
    expect(within(goods).queryByRole('textbox', { name: /^UN number/ })).not.toBeInTheDocument();
    await userEvent.type(within(goods).getByRole('textbox', { name: 'Marks and numbers' }), 'NF 1-36');
    await userEvent.type(within(goods).getByRole('textbox', { name: /^Number of packages/ }), '36');
    await userEvent.type(within(goods).getByRole('textbox', { name: 'Kind of packing' }), 'Cartons');
    await userEvent.type(within(goods).getByRole('textbox', { name: 'Volume (m³)' }), '33,125');
    await userEvent.click(within(goods).getByRole('checkbox', { name: 'ADR goods' }));
    expect(within(goods).getByRole('textbox', { name: /^UN number/ })).toHaveAttribute('aria-required', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await within(goods).findByText('UN number is required for ADR goods')).toBeInTheDocument();
    expect(within(goods).getByText('ADR class is required for ADR goods')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(goods).getByRole('textbox', { name: /^UN number/ }), '12034');
    await userEvent.selectOptions(within(goods).getByRole('combobox', { name: /^ADR class/ }), '4.1');
    await userEvent.selectOptions(within(goods).getByRole('combobox', { name: 'Packing group' }), 'II');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await within(goods).findByText('UN number must be 4 digits (e.g. UN 1203)')).toBeInTheDocument();
    await userEvent.clear(within(goods).getByRole('textbox', { name: /^UN number/ }));
    await userEvent.type(within(goods).getByRole('textbox', { name: /^UN number/ }), '1325');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(fake.toasts).toContainEqual({ status: 'success', message: 'Draft is saved successfully' }));
    expect(fake.calls.find((call) => call.method === 'POST')!.body.data).toMatchObject({
      goodsMarks: 'NF 1-36',
      packageCount: 36,
      packaging: 'Cartons',
      volumeM3: 33.125,
      adr: true,
      unNumber: '1325',
      adrClass: '4.1',
      packingGroup: 'II',
    });
  });

  it('sends no ADR details for goods unticked as ADR, whatever was typed while they were', async () => {
    const fake = createFakePlatform(routes([{ method: 'POST', path: /^\/api\/jobs$/, reply: created }]), 'dispatcher');
    renderJobs('/jobs/createJob', fake.platform);
    await chooseCustomer();
    await userEvent.click(screen.getByRole('checkbox', { name: 'ADR goods' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^UN number/ }), '1203');
    await userEvent.click(screen.getByRole('checkbox', { name: 'ADR goods' }));
    expect(screen.queryByRole('textbox', { name: /^UN number/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(fake.toasts).toContainEqual({ status: 'success', message: 'Draft is saved successfully' }));
    expect(fake.calls.find((call) => call.method === 'POST')!.body.data).toMatchObject({
      adr: false,
      unNumber: null,
      adrClass: null,
      packingGroup: null,
    });
  });

  it('puts the API’s field errors on the fields', async () => {
    const fake = createFakePlatform(
      routes([
        {
          method: 'POST',
          path: /^\/api\/jobs$/,
          reply: () => validationReply('Invalid data', [{ path: ['plannedDate'], message: 'Planned date is a holiday' }]),
        },
      ]),
      'dispatcher',
    );
    renderJobs('/jobs/createJob', fake.platform);
    await chooseCustomer();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Planned date is a holiday')).toBeInTheDocument();
  });

  it('reorders, adds and removes stops', async () => {
    const fake = createFakePlatform(routes([{ method: 'POST', path: /^\/api\/jobs$/, reply: created }]), 'dispatcher');
    renderJobs('/jobs/createJob', fake.platform);
    await chooseCustomer();
    await userEvent.click(screen.getByRole('button', { name: 'Add stop' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stop 3 type' }), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Move stop 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove stop 1' }));
    expect(screen.getByRole('combobox', { name: 'Stop 1 type' })).toHaveValue('other');
    expect(screen.getByRole('combobox', { name: 'Stop 2 type' })).toHaveValue('delivery');
    expect(screen.queryByRole('combobox', { name: 'Stop 3 type' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'POST')).toBe(true));
    const stops = fake.calls.find((call) => call.method === 'POST')!.body.data!.stops as { type: string; sequence: number }[];
    expect(stops.map((stop) => [stop.sequence, stop.type])).toEqual([
      [1, 'other'],
      [2, 'delivery'],
    ]);
  });

  it('creates a missing destination on the spot: a refused address is named at the field, a placed one is chosen', async () => {
    let attempts = 0;
    const fake = createFakePlatform(
      routes([
        {
          method: 'POST',
          path: /^\/api\/destinations$/,
          reply: (call) => {
            attempts += 1;
            if (attempts === 1) return validationReply(INVALID_ADDRESS_MESSAGE, [{ path: ['address'], message: INVALID_ADDRESS_MESSAGE }]);
            return itemReply({ ...entry('dest9', 19), ...call.body.data, area: null }, 201);
          },
        },
      ]),
      'dispatcher',
    );
    renderJobs('/jobs/createJob', fake.platform);
    await userEvent.click(await screen.findByRole('button', { name: 'New destination for stop 2' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nord Lager');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'Nowhere 1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Atlantis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create destination' }));
    expect(await within(dialog).findByText(INVALID_ADDRESS_MESSAGE)).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'City' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Göteborg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create destination' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.toasts).toContainEqual({ status: 'success', message: 'Destination is created successfully' });
    expect(screen.getByRole('combobox', { name: 'Stop 2 destination' })).toHaveValue('dest9');
    expect(screen.getByRole('option', { name: 'Nord Lager, Göteborg' })).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST' && call.url === '/api/jobs')).toHaveLength(0);
  });

  it('makes a template with ?kind=template, without a price', async () => {
    const fake = createFakePlatform(routes([{ method: 'POST', path: /^\/api\/jobs$/, reply: created }]), 'admin');
    renderJobs('/jobs/createJob?kind=template', fake.platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create template' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Price preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
    await chooseCustomer();
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(fake.toasts).toContainEqual({ status: 'success', message: 'Template is saved successfully' }));
    expect(fake.calls.find((call) => call.method === 'POST')!.body.data).toMatchObject({ kind: 'template', status: 'draft' });
  });

  it('tells a viewer they may not create jobs', async () => {
    const fake = createFakePlatform(routes(), 'viewer');
    renderJobs('/jobs/createJob', fake.platform);
    expect(await screen.findByText('403 Unauthorized')).toBeInTheDocument();
  });
});
