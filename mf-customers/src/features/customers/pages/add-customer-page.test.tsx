import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderCustomers } from '#testing';

const fieldError = (path: string, message: string) => ({ path: [path], message, name: 'ValidationError' });

const setup = (reply: FakeRoute['reply']) => {
  const fake = createFakePlatform([
    { method: 'POST', path: /^\/api\/customers$/, reply },
    { method: 'GET', path: /^\/api\/customers\//, reply: () => [200, { data: { ...entry('new1'), companyName: 'Nord AB' }, meta: {} }] },
    { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
  ]);
  renderCustomers('/customers/addCustomer', fake.platform);
  return fake;
};

describe('add customer', () => {
  it('explains a bad organisation number and a bad IBAN without calling the API', async () => {
    const { calls } = setup(() => [201, {}]);
    await userEvent.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Nord AB');
    await userEvent.type(screen.getByRole('textbox', { name: 'Organisation number' }), '556036-0794');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment type' }), 'iban');
    await userEvent.type(screen.getByRole('textbox', { name: 'IBAN' }), 'SE45 5000 0000 0583 9825 7467');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organisation number 556036-0794 has a wrong check digit')).toBeInTheDocument();
    expect(screen.getByText(/IBAN.*(check|not valid|invalid)/i)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('posts {data:{…}} and puts the API’s field errors on the fields', async () => {
    const { calls } = setup(() => [
      400,
      {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Invalid data',
          details: { errors: [fieldError('companyName', 'A customer named Nord AB already exists')] },
        },
      },
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Nord AB');
    await userEvent.type(screen.getByRole('textbox', { name: 'Organisation number' }), '556036-0793');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'info@nord.se');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A customer named Nord AB already exists')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      data: expect.objectContaining({
        companyName: 'Nord AB',
        organizationNumber: '556036-0793',
        emailAddress: 'info@nord.se',
        phoneNumber: null,
        countryCode: 'SE',
        paymentTermsDays: 30,
        vatType: 'SEVAT',
      }),
    });
  });

  it('says the customer is created and opens it', async () => {
    const { toasts } = setup(() => [201, { data: { ...entry('new1'), companyName: 'Nord AB' }, meta: {} }]);
    await userEvent.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Nord AB');
    await userEvent.type(screen.getByRole('textbox', { name: 'Organisation number' }), '5560360793');
    await userEvent.type(screen.getByRole('textbox', { name: 'Invoice e-mail' }), 'faktura@nord.se');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Customer is created successfully' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/customers/customerDetails?id=new1'));
  });
});
