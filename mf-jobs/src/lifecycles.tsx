import { createAreaLifecycles } from '@haulage/shared/area-kit';
import { jobsArea } from './area';

export const { bootstrap, mount, unmount } = createAreaLifecycles(jobsArea);
