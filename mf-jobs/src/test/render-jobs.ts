import type { PlatformContext } from '@haulage/shared/platform';
import { renderArea } from '@haulage/shared/area-kit/testing';
import { jobsArea } from '../area';

/** Mounts the jobs area at `path` the way the shell does, on a (fake) platform. */
export const renderJobs = (path: string, platform: PlatformContext) => renderArea(jobsArea, path, platform);
