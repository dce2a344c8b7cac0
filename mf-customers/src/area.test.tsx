import { act, screen, waitFor } from '@testing-library/react';
import { createFakePlatform, entry, listReply } from '@haulage/shared/area-kit/testing';
import { renderCustomers } from '#testing';

const customerCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/customers?'));

describe('live updates', () => {
  it('refetches the customer list when another user changes a customer', async () => {
    let name = 'Åkeri Nord AB';
    const { platform, calls, realtime } = createFakePlatform([
      {
        method: 'GET',
        path: /^\/api\/customers\?/,
        reply: () => listReply([{ ...entry('cust1'), companyName: name, customerStatus: 'active' }]),
      },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderCustomers('/customers', platform);
    await screen.findByText('Åkeri Nord AB');
    expect(realtime.topics()).toEqual(['customer-contacts', 'customer-pricings', 'customers']);
    const before = customerCalls(calls).length;

    name = 'Åkeri Syd AB';
    act(() => realtime.publish('customers', 'updated', { id: 1, documentId: 'cust1' }));

    expect(await screen.findByText('Åkeri Syd AB')).toBeInTheDocument();
    expect(customerCalls(calls).length).toBe(before + 1);
  });

  it('leaves every topic when the area is left', async () => {
    const { platform, realtime } = createFakePlatform([{ method: 'GET', path: /^\/api\//, reply: () => listReply([]) }]);
    const view = renderCustomers('/customers', platform);
    await waitFor(() => expect(realtime.topics()).toHaveLength(3));
    view.unmount();
    expect(realtime.topics()).toEqual([]);
  });
});
