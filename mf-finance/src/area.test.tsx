import { screen, waitFor } from '@testing-library/react';
import { createFakePlatform, listReply } from '@haulage/shared/area-kit/testing';
import { renderFinance } from '#testing';

describe('finance area', () => {
  it('shows the invoice list with its title and follows the finance topics while mounted', async () => {
    const { platform, realtime } = createFakePlatform([{ method: 'GET', path: /^\/api\//, reply: () => listReply([]) }]);
    const view = renderFinance('/invoices', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    await waitFor(() => expect(realtime.topics()).toEqual(['driver-payments', 'invoices', 'payslips']));
    view.unmount();
    expect(realtime.topics()).toEqual([]);
  });
});
