import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_ADDRESS_MESSAGE } from '@haulage/shared/contracts';
import {
  createFakePlatform,
  entry,
  itemReply,
  listCalls,
  listReply,
  validationReply,
  type FakeRoute,
} from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const gothenburg = { ...entry('area1', 1), name: 'Göteborg', code: 'GBG', description: null };

const setup = (reply: FakeRoute['reply']) => {
  const fake = createFakePlatform([
    { method: 'POST', path: /^\/api\/destinations$/, reply },
    { method: 'GET', path: /^\/api\/areas\?/, reply: () => listReply([gothenburg]) },
    { method: 'GET', path: /^\/api\/destinations\?/, reply: () => listReply([]) },
  ]);
  renderJobs('/destinations/createDestination', fake.platform);
  return fake;
};

const fillPlace = async (user: ReturnType<typeof userEvent.setup>, address: string, postcode: string, city: string) => {
  await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Hamnterminalen');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), address);
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), postcode);
  await user.type(screen.getByRole('textbox', { name: 'City' }), city);
};

describe('create destination', () => {
  it('explains a missing name and a bad postcode without calling the API', async () => {
    const user = userEvent.setup();
    const { calls } = setup(() => [201, {}]);
    await user.type(await screen.findByRole('textbox', { name: 'Postcode' }), '4110');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the name')).toBeInTheDocument();
    expect(screen.getByText('Postcode must be five digits (e.g. 411 05)')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the spec’s message as an error toast and at the address when the address cannot be found', async () => {
    const user = userEvent.setup();
    const { toasts } = setup(() => validationReply(INVALID_ADDRESS_MESSAGE, [{ path: ['address'], message: INVALID_ADDRESS_MESSAGE }]));
    await fillPlace(user, 'Ingenstans 99', '999 99', 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'error', message: INVALID_ADDRESS_MESSAGE }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(within(address.closest('[role="group"]') as HTMLElement).getByText(INVALID_ADDRESS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/destinations/createDestination');
  });

  it('posts {data:{…}}, says the destination is created and goes back to the list, which reloads with its areas', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = setup((call) => itemReply({ ...entry('dest9', 9), ...call.body.data }, 201));
    await fillPlace(user, 'Stora Nygatan 1', '411 08', 'Göteborg');
    await user.type(screen.getByRole('textbox', { name: 'Opening hours' }), 'Mon–Fri 07–16');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Destination is created successfully' }));
    await waitFor(() => expect(window.location.pathname).toBe('/destinations'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      data: {
        name: 'Hamnterminalen',
        address: 'Stora Nygatan 1',
        postcode: '411 08',
        city: 'Göteborg',
        country: 'SE',
        area: null,
        openingHours: 'Mon–Fri 07–16',
        notes: null,
      },
    });
    await waitFor(() => expect(listCalls(calls, '/api/destinations').at(-1)).toContain('populate[0]=area'));
  });

  it('sends the area picked instead of the depot of the place', async () => {
    const user = userEvent.setup();
    const { calls } = setup((call) => itemReply({ ...entry('dest9', 9), ...call.body.data }, 201));
    await fillPlace(user, 'Stora Nygatan 1', '411 08', 'Göteborg');
    expect(screen.getByRole('option', { name: 'The depot of the place' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), await screen.findByRole('option', { name: 'Göteborg' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body.data).toMatchObject({ area: 'area1' }));
  });

  it('goes back to the list on Cancel', async () => {
    const user = userEvent.setup();
    setup(() => [201, {}]);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/destinations'));
  });
});
