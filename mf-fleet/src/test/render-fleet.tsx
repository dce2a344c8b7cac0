import './polyfills';
import { render } from '@testing-library/react';
import type { UserType } from '@haulage/shared/contracts';
import { FleetRoot } from '../app/fleet-root';
import { createFakePlatform, type FakeRoute } from './fake-platform';

/** Mounts the fleet area at `path` the way the shell does, over a faked network. */
export const renderFleet = (path: string, route: FakeRoute, userType: UserType = 'dispatcher') => {
  window.history.pushState(null, '', path);
  const fake = createFakePlatform(route, userType);
  const view = render(<FleetRoot platform={fake.platform} />);
  return { ...fake, view };
};

/** The list requests made so far, by url. */
export const listRequests = (requests: { method: string; url: string }[], path: string) =>
  requests.filter((r) => r.method === 'GET' && r.url.startsWith(`${path}?`)).map((r) => r.url);
