import { screen } from '@testing-library/react';
import { createFakePlatform, listReply } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const anyList = [{ method: 'GET' as const, path: /^\/api\//, reply: () => listReply([]) }];
const CREATE_PAGES = [
  ['/jobs/createJob', 'Create job'],
  ['/jobs/createJob?kind=template', 'Create template'],
  ['/destinations/createDestination', 'Create destination'],
  ['/areas/createArea', 'Create area'],
] as const;

describe('the jobs area’s create pages', () => {
  it.each(CREATE_PAGES)("%s answers '403 Unauthorized' to a viewer", async (path) => {
    renderJobs(path, createFakePlatform(anyList, 'viewer').platform);
    expect(await screen.findByRole('heading', { name: '403 Unauthorized' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Save|Create)/ })).not.toBeInTheDocument();
  });

  it.each(CREATE_PAGES)('%s opens for a dispatcher', async (path, title) => {
    renderJobs(path, createFakePlatform(anyList, 'dispatcher').platform);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
