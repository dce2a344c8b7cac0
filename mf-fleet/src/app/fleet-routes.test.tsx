import { screen } from '@testing-library/react';
import { listReply } from '@haulage/shared/area-kit/testing';
import { renderFleet } from '../test/render-fleet';

const anyList = [{ method: 'GET', path: /^\/api\//, reply: () => listReply([]) }];
const CREATE_PAGES = [
  ['/trucks/addTruck', 'Add truck'],
  ['/drivers/addDriver', 'Add driver'],
  ['/trailers/addTrailer', 'Add trailer'],
] as const;

describe('the fleet area’s create pages', () => {
  it.each(CREATE_PAGES)("%s answers '403 Unauthorized' to a viewer", async (path) => {
    renderFleet(path, anyList, 'viewer');
    expect(await screen.findByRole('heading', { name: '403 Unauthorized' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it.each(CREATE_PAGES)('%s opens for a dispatcher', async (path, title) => {
    renderFleet(path, anyList, 'dispatcher');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
