import type { PlatformContext } from '@haulage/shared/platform';
import { renderArea } from '@haulage/shared/area-kit/testing';
import { financeArea } from '../area';

/** Mounts the finance area at `path` the way the shell does, on a (fake) platform. */
export const renderFinance = (path: string, platform: PlatformContext) => renderArea(financeArea, path, platform);
