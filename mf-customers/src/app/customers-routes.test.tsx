import { screen } from '@testing-library/react';
import { createFakePlatform, listReply } from '@haulage/shared/area-kit/testing';
import { renderCustomers } from '#testing';

const anyList = [{ method: 'GET' as const, path: /^\/api\//, reply: () => listReply([]) }];

describe('the customers area’s create page', () => {
  it("answers '403 Unauthorized' to a viewer, who may not create customers", async () => {
    renderCustomers('/customers/addCustomer', createFakePlatform(anyList, 'viewer').platform);
    expect(await screen.findByRole('heading', { name: '403 Unauthorized' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('opens for the office, who may', async () => {
    renderCustomers('/customers/addCustomer', createFakePlatform(anyList, 'finance').platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add customer' })).toBeInTheDocument();
    expect(screen.queryByText('403 Unauthorized')).not.toBeInTheDocument();
  });
});
