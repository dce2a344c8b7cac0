import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, itemReply, listReply, validationReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const setup = (reply: FakeRoute['reply']) => {
  const fake = createFakePlatform([
    { method: 'POST', path: /^\/api\/areas$/, reply },
    {
      method: 'GET',
      path: /^\/api\/areas\/area9/,
      reply: () => itemReply({ ...entry('area9', 9), name: 'Västerås', code: 'VÅS', description: null, trucks: [] }),
    },
    { method: 'GET', path: /^\/api\/[\w-]+\?/, reply: () => listReply([]) },
  ]);
  renderJobs('/areas/createArea', fake.platform);
  return fake;
};

describe('create area', () => {
  it('asks for a name before calling the API', async () => {
    const user = userEvent.setup();
    const { calls } = setup(() => [201, {}]);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the area name')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('posts {data:{name, code, description}}, says it is created and opens the area', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = setup((call) => itemReply({ ...entry('area9', 9), ...call.body.data }, 201));
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Västerås');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'VÅS');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Area is created successfully' }));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ data: { name: 'Västerås', code: 'VÅS', description: null } });
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/areas/areaDetails?id=area9'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Västerås' })).toBeInTheDocument();
  });

  it('puts the API’s refusal on the field it names', async () => {
    const user = userEvent.setup();
    setup(() => validationReply('Invalid data', [{ path: ['name'], message: 'An area named Västerås already exists' }]));
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Västerås');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An area named Västerås already exists')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/areas/createArea');
  });
});
