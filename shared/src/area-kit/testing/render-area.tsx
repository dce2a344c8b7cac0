import './polyfills';
import { render } from '@testing-library/react';
import type { UserType } from '@haulage/shared/contracts';
import type { PlatformContext } from '@haulage/shared/platform';
import { AreaRoot } from '../area-root';
import type { AreaDefinition } from '../define-area';
import { createFakePlatform, type FakeRoute } from './fake-platform';

/** Mounts an area at `path` the way the shell does, on the given (fake) platform. */
export const renderArea = <T extends string>(area: AreaDefinition<T>, path: string, platform: PlatformContext) => {
  window.history.pushState(null, '', path);
  return render(<AreaRoot area={area} platform={platform} />);
};

/** `createFakePlatform` + `renderArea` in one call, for the common case. */
export const renderAreaWith = <T extends string>(
  area: AreaDefinition<T>,
  path: string,
  routes: readonly FakeRoute[],
  userType?: UserType,
) => {
  const fake = createFakePlatform(routes, userType);
  return { ...fake, view: renderArea(area, path, fake.platform) };
};
