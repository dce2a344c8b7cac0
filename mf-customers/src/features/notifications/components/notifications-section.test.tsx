import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createFakePlatform, entry, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { DEFAULT_EVENT_CHOICES, type NotificationChoices } from '@haulage/shared/contracts';
import { renderCustomers } from '#testing';

const customer = { ...entry('cust1', 1), companyName: 'Nord Bygg AB', customerStatus: 'active', currency: 'SEK', paymentTermsDays: 30 };
const choices: NotificationChoices = {
  customer: 'cust1',
  etaThresholdMinutes: 30,
  events: DEFAULT_EVENT_CHOICES,
  contacts: [
    { contact: 'con1', name: 'Åsa Lind', hasEmail: true, hasMobile: true, smsConsent: false, events: null },
    {
      contact: 'con2',
      name: 'Per Holm',
      hasEmail: false,
      hasMobile: true,
      smsConsent: true,
      events: { ...DEFAULT_EVENT_CHOICES, loaded: { sms: true, email: false } },
    },
  ],
};

const routes = (extra: FakeRoute[] = []): FakeRoute[] => [
  ...extra,
  { method: 'GET', path: /^\/api\/customers\/cust1\/notifications/, reply: () => [200, { data: choices, meta: {} }] },
  { method: 'GET', path: /^\/api\/customers\/cust1/, reply: () => [200, { data: customer, meta: {} }] },
  { method: 'GET', path: /^\/api\/customer-contacts/, reply: () => listReply([]) },
  {
    method: 'GET',
    path: /^\/api\/customer-pricing\/model/,
    reply: () => [200, { data: { ...entry('m', 9), lines: [], currency: 'SEK' }, meta: {} }],
  },
  { method: 'GET', path: /^\/api\/customer-pricings/, reply: () => listReply([]) },
  { method: 'GET', path: /^\/api\/audit-entries/, reply: () => listReply([]) },
];

const section = async () => screen.findByRole('region', { name: 'Notifications' });

describe('the customer’s Notifications section', () => {
  it('shows the customer’s choices and each contact’s, with why some cannot be reached', async () => {
    const { platform } = createFakePlatform(routes());
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    const notifications = await section();
    const own = await within(notifications).findByRole('table', { name: 'The customer’s choices' });
    const delivered = within(own).getByRole('row', { name: 'Delivered (with the proof)' });
    expect(within(delivered).getByRole('checkbox', { name: 'E-mail: Delivered (with the proof)' })).toBeChecked();
    expect(within(delivered).getByRole('checkbox', { name: 'SMS: Delivered (with the proof)' })).not.toBeChecked();
    expect(within(notifications).getByText('No SMS consent: no texts')).toBeInTheDocument();
    expect(within(notifications).getByText('No e-mail address: no e-mails')).toBeInTheDocument();
    expect(within(notifications).queryByRole('table', { name: 'Åsa Lind’s choices' })).not.toBeInTheDocument();
    const per = within(notifications).getByRole('table', { name: 'Per Holm’s choices' });
    expect(within(per).getByRole('checkbox', { name: 'SMS: Loaded' })).toBeChecked();
  });

  it('saves the customer’s choices, a contact’s own and the ETA threshold in one PUT', async () => {
    const user = userEvent.setup();
    const { platform, calls, toasts } = createFakePlatform(
      routes([
        {
          method: 'PUT',
          path: /^\/api\/customers\/cust1\/notifications$/,
          reply: (call) => [200, { data: { ...choices, ...call.body.data }, meta: {} }],
        },
      ]),
    );
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    const notifications = await section();
    const own = await within(notifications).findByRole('table', { name: 'The customer’s choices' });
    await user.click(within(own).getByRole('checkbox', { name: 'SMS: ETA moved' }));
    await user.click(within(notifications).getByRole('checkbox', { name: /Own choices for Åsa Lind/ }));
    const asa = within(notifications).getByRole('table', { name: 'Åsa Lind’s choices' });
    await user.click(within(asa).getByRole('checkbox', { name: 'E-mail: Problem reported' }));
    await user.click(within(notifications).getByRole('checkbox', { name: /Own choices for Per Holm/ }));
    const threshold = within(notifications).getByRole('spinbutton', { name: /ETA that moves/ });
    await user.clear(threshold);
    await user.type(threshold, '45');
    await user.click(within(notifications).getByRole('button', { name: 'Save notifications' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Notification choices are saved' }));
    const body = calls.find((call) => call.method === 'PUT')!.body.data as {
      etaThresholdMinutes: number;
      events: NotificationChoices['events'];
      contacts: unknown;
    };
    expect(body.etaThresholdMinutes).toBe(45);
    expect(body.events.eta_moved).toEqual({ sms: true, email: false });
    expect(body.contacts).toEqual([
      {
        contact: 'con1',
        events: { ...DEFAULT_EVENT_CHOICES, eta_moved: { sms: true, email: false }, problem_reported: { sms: false, email: true } },
      },
      { contact: 'con2', events: null },
    ]);
  });

  it('tells why a save was refused', async () => {
    const user = userEvent.setup();
    const refusal = {
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'etaThresholdMinutes must be at least 5',
        details: { errors: [{ path: ['etaThresholdMinutes'], message: 'etaThresholdMinutes must be at least 5' }] },
      },
    };
    const { platform, toasts } = createFakePlatform(routes([{ method: 'PUT', path: /notifications$/, reply: () => [400, refusal] }]));
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    const notifications = await section();
    await user.click(await within(notifications).findByRole('button', { name: 'Save notifications' }));
    await waitFor(() => expect(toasts.map((toast) => toast.message).join(' ')).toMatch(/at least 5/));
  });

  it('lets a viewer read the choices but change nothing', async () => {
    const { platform } = createFakePlatform(routes(), 'viewer');
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    const notifications = await section();
    const own = await within(notifications).findByRole('table', { name: 'The customer’s choices' });
    expect(within(own).getByRole('checkbox', { name: 'SMS: Loaded' })).toBeDisabled();
    expect(within(notifications).queryByRole('button', { name: 'Save notifications' })).not.toBeInTheDocument();
  });

  it('has nothing axe finds wrong', async () => {
    const { platform } = createFakePlatform(routes());
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    const notifications = await section();
    await within(notifications).findByRole('table', { name: 'Per Holm’s choices' });
    // jsdom draws nothing, so contrast is checked in the browser (the a11y walk), not here.
    const results = await axe.run(notifications, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
  });
});
