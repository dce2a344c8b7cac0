import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, listReply } from '@haulage/shared/area-kit/testing';
import { renderCustomers } from '#testing';

const saved = {
  ...entry('flt1', 2),
  name: 'Reverse charge',
  search: null,
  customerStatus: 'active',
  countryCode: null,
  vatType: 'SEREVERSEDVAT',
  paymentTermsDays: null,
};

const setup = () => {
  const fake = createFakePlatform([
    { method: 'GET', path: /^\/api\/customer-filters/, reply: () => listReply([saved]) },
    {
      method: 'POST',
      path: /^\/api\/customer-filters$/,
      reply: (call) => [201, { data: { ...entry('flt2', 3), ...call.body.data }, meta: {} }],
    },
    { method: 'DELETE', path: /^\/api\/customer-filters\/flt1$/, reply: () => [204, null] },
    { method: 'GET', path: /^\/api\/customers\?/, reply: () => listReply([]) },
  ]);
  renderCustomers('/customers/manageCustomerFilter', fake.platform);
  return fake;
};

describe('saved customer filters', () => {
  it('saves a new named filter', async () => {
    const { calls, toasts } = setup();
    await userEvent.type(await screen.findByRole('textbox', { name: /Filter name/ }), 'Göteborg customers');
    await userEvent.type(screen.getByRole('textbox', { name: /Search text/ }), 'Göteborg');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Customer status' }), 'active');
    await userEvent.click(screen.getByRole('button', { name: 'Save filter' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Filter is saved successfully' }));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      data: {
        name: 'Göteborg customers',
        search: 'Göteborg',
        customerStatus: 'active',
        countryCode: null,
        vatType: null,
        paymentTermsDays: null,
      },
    });
  });

  it('asks for a name before saving', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Save filter' }));
    expect(await screen.findByText('Please enter the filter name')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('applies a saved filter by opening the list with it', async () => {
    const { calls } = setup();
    const row = (await screen.findByText('Reverse charge')).closest('tr')!;
    expect(row).toHaveTextContent('Active, VAT SEREVERSEDVAT');
    await userEvent.click(within(row).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/customers?filter=flt1'));
    await waitFor(() => expect(calls.some((call) => call.url.includes('filters[$and][1][vatType][$eq]=SEREVERSEDVAT'))).toBe(true));
  });

  it('deletes a filter after confirming', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Reverse charge' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/customer-filters/flt1')).toBe(true));
  });
});
