import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderCustomers } from '#testing';

const customer = (n: number) => ({
  ...entry(`cust${n}`, n),
  companyName: `Åkeri ${n} AB`,
  organizationNumber: '556036-0793',
  emailAddress: `info${n}@akeri.se`,
  phoneNumber: '+46 31 12 34 56',
  customerStatus: n % 2 ? 'active' : 'inactive',
});

const routes: FakeRoute[] = [
  { method: 'GET', path: /^\/api\/customers\?/, reply: () => listReply([customer(1), customer(2)], 1, 20, 45) },
  {
    method: 'GET',
    path: /^\/api\/customer-filters/,
    reply: () =>
      listReply([
        {
          ...entry('flt1'),
          name: 'Active in Sweden',
          search: 'nord',
          customerStatus: 'active',
          countryCode: 'SE',
          vatType: null,
          paymentTermsDays: null,
        },
      ]),
  },
];

const customerCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/customers?')).map((call) => call.url);

describe('customer list', () => {
  it('asks for the first page of 20 sorted by name and shows the rows and paging', async () => {
    const { platform, calls } = createFakePlatform(routes);
    renderCustomers('/customers', platform);
    expect(await screen.findByRole('link', { name: 'Åkeri 1 AB' })).toHaveAttribute('href', '/customers/customerDetails?id=cust1');
    expect(screen.getByText('Åkeri 2 AB')).toBeInTheDocument();
    expect(customerCalls(calls)[0]).toBe(
      '/api/customers?sort[0]=companyName:asc&pagination[page]=1&pagination[pageSize]=20&pagination[withCount]=true',
    );
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
  });

  it('searches on the server with what the user types, filters by status and pages', async () => {
    const { platform, calls } = createFakePlatform(routes);
    renderCustomers('/customers', platform);
    await screen.findByText('Åkeri 1 AB');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Lind');
    await waitFor(() => expect(customerCalls(calls).at(-1)).toContain('_q=Lind'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await waitFor(() => expect(customerCalls(calls).at(-1)).toContain('filters[customerStatus][$eq]=active'));
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(customerCalls(calls).at(-1)).toContain('pagination[page]=2'));
    expect(window.location.search).toContain('page=2');
    expect(window.location.search).toContain('status=active');
  });

  it('sorts by a column header and flips the order on a second click', async () => {
    const { platform, calls } = createFakePlatform(routes);
    renderCustomers('/customers', platform);
    await screen.findByText('Åkeri 1 AB');
    const header = screen.getByRole('columnheader', { name: /Organisation number/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(customerCalls(calls).at(-1)).toContain('sort[0]=organizationNumber:asc'));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Organisation number/ })).getByRole('button'));
    await waitFor(() => expect(customerCalls(calls).at(-1)).toContain('sort[0]=organizationNumber:desc'));
  });

  it('applies a saved filter picked from the list', async () => {
    const { platform, calls } = createFakePlatform(routes);
    renderCustomers('/customers', platform);
    await screen.findByText('Åkeri 1 AB');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Saved filter' }), 'flt1');
    await waitFor(() => expect(customerCalls(calls).at(-1)).toContain('filters[$and][0][customerStatus][$eq]=active'));
    expect(customerCalls(calls).at(-1)).toContain('[contacts][firstName][$containsi]=nord');
    expect(await screen.findByText('Saved filter: Active in Sweden')).toBeInTheDocument();
    expect(window.location.search).toBe('?filter=flt1');
  });

  it('offers no Add customer button to a viewer', async () => {
    const { platform } = createFakePlatform(routes, 'viewer');
    renderCustomers('/customers', platform);
    await screen.findByText('Åkeri 1 AB');
    expect(screen.queryByRole('button', { name: 'Add customer' })).not.toBeInTheDocument();
  });
});
