import type { PlatformContext } from '@haulage/shared/platform';
import { renderArea } from '@haulage/shared/area-kit/testing';
import { customersArea } from '../area';

/** Mounts the customers area at `path` the way the shell does, on a (fake) platform. */
export const renderCustomers = (path: string, platform: PlatformContext) => renderArea(customersArea, path, platform);
