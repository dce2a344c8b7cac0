import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, itemReply, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const stored = { ...entry('area1', 1), name: 'Göteborg', code: 'GBG', description: 'West coast depot', trucks: [] };

const routes = (extra: FakeRoute[] = []): FakeRoute[] => [
  ...extra,
  { method: 'GET', path: /^\/api\/areas\/area1/, reply: () => itemReply(stored) },
  { method: 'GET', path: /^\/api\/[\w-]+\?/, reply: () => listReply([]) },
];

describe('edit area', () => {
  it('fills the form with the area and saves the change with a PUT, then opens the area', async () => {
    const user = userEvent.setup();
    const { platform, calls, toasts } = createFakePlatform(
      routes([{ method: 'PUT', path: /^\/api\/areas\/area1$/, reply: (call) => itemReply({ ...stored, ...call.body.data }) }]),
    );
    renderJobs('/areas/editArea?id=area1', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Göteborg' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Göteborg');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('West coast depot');
    await user.clear(name);
    await user.type(name, 'Göteborg Hamn');
    await user.clear(screen.getByRole('textbox', { name: 'Description' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Area is updated successfully' }));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ data: { name: 'Göteborg Hamn', code: 'GBG', description: null } });
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/areas/areaDetails?id=area1'));
  });

  it('says which area is missing instead of showing an empty form', async () => {
    const { platform } = createFakePlatform(routes());
    renderJobs('/areas/editArea?id=gone', platform);
    expect(await screen.findByRole('alert')).toHaveTextContent('Area could not be loaded');
  });

  it('asks for an area when none is named', async () => {
    const { platform } = createFakePlatform(routes());
    renderJobs('/areas/editArea', platform);
    expect(await screen.findByRole('alert')).toHaveTextContent('No area chosen');
  });
});
