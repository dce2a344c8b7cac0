import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import type { SessionState } from '@haulage/shared/platform';
import { AreaRoutes } from './area-routes';
import { createAreaApi } from './create-area-api';
import { defineArea } from './define-area';
import { useCan } from './platform-provider';
import { createFakePlatform, listReply, renderArea } from './testing';

const api = createAreaApi({ reducerPath: 'demoApi', tagTypes: ['Thing'] as const });
const things = api.injectEndpoints({
  endpoints: (build) => ({
    getThings: build.query<{ data: { name: string }[] }, void>({
      query: () => ({ url: '/api/things' }),
      providesTags: [{ type: 'Thing', id: 'LIST' }],
    }),
  }),
});

const ThingsPage = () => {
  const { data } = things.useGetThingsQuery();
  const canCreate = useCan('trucks', 'create');
  return (
    <>
      <h1>Things</h1>
      {data?.data.map((thing) => (
        <p key={thing.name}>{thing.name}</p>
      ))}
      {canCreate ? <button type="button">Add thing</button> : null}
      <Link to="/elsewhere">Leave</Link>
    </>
  );
};

const demoArea = defineArea<'Thing'>({
  title: 'Demo',
  api,
  topics: { things: ['Thing'] },
  Routes: () => (
    <AreaRoutes
      pages={[
        { path: '/things', page: ThingsPage },
        { path: '/things/addThing', page: () => <h1>New thing</h1>, permit: ['trucks', 'create'] },
      ]}
    />
  ),
});

describe('an area built with the kit', () => {
  it('loads through the platform http client and refetches when its realtime topic fires', async () => {
    let names = ['Alpha'];
    const fake = createFakePlatform([{ method: 'GET', path: /^\/api\/things/, reply: () => listReply(names.map((name) => ({ name }))) }]);
    renderArea(demoArea, '/things', fake.platform);
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    expect(fake.realtime.topics()).toEqual(['things']);
    names = ['Beta'];
    act(() => fake.realtime.publish('things', 'updated', { id: 1, documentId: 'x' }));
    expect(await screen.findByText('Beta')).toBeInTheDocument();
  });

  it('renders nothing and stays put outside its routes, so single-spa can unmount it without a race', async () => {
    const fake = createFakePlatform([{ method: 'GET', path: /^\/api\//, reply: () => listReply([]) }]);
    renderArea(demoArea, '/things', fake.platform);
    await userEvent.click(await screen.findByRole('link', { name: 'Leave' }));
    expect(window.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('heading', { name: 'Things' })).not.toBeInTheDocument();
  });

  it('shows or hides actions again when the session changes (useCan follows the session)', async () => {
    const fake = createFakePlatform([{ method: 'GET', path: /^\/api\//, reply: () => listReply([]) }], 'viewer');
    const listeners = new Set<(state: SessionState) => void>();
    let type: 'viewer' | 'dispatcher' = 'viewer';
    const state = () => ({ token: 't', user: { id: 1, iat: 0, exp: 9_999_999_999, type }, userData: null });
    let current = state();
    fake.platform.session = {
      ...fake.platform.session,
      getState: () => current,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      can: (resource, action) => type === 'dispatcher' && resource === 'trucks' && action === 'create',
    };
    renderArea(demoArea, '/things', fake.platform);
    await screen.findByRole('heading', { name: 'Things' });
    expect(screen.queryByRole('button', { name: 'Add thing' })).not.toBeInTheDocument();
    type = 'dispatcher';
    current = state();
    act(() => listeners.forEach((listener) => listener(current)));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add thing' })).toBeInTheDocument());
  });

  it("answers '403 Unauthorized' on a page whose permit the user type lacks, and shows it to one that has it", async () => {
    const refused = createFakePlatform([], 'viewer');
    const { unmount } = renderArea(demoArea, '/things/addThing', refused.platform);
    expect(await screen.findByRole('heading', { name: '403 Unauthorized' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New thing' })).not.toBeInTheDocument();
    unmount();
    const allowed = createFakePlatform([], 'dispatcher');
    renderArea(demoArea, '/things/addThing', allowed.platform);
    expect(await screen.findByRole('heading', { name: 'New thing' })).toBeInTheDocument();
  });
});
