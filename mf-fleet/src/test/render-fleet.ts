import type { UserType } from '@haulage/shared/contracts';
import { renderAreaWith, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { fleetArea } from '../area';

/** Mounts the fleet area at `path` the way the shell does, over the fake API `routes`. */
export const renderFleet = (path: string, routes: readonly FakeRoute[], userType: UserType = 'dispatcher') =>
  renderAreaWith(fleetArea, path, routes, userType);
