import { createAreaLifecycles } from '@haulage/shared/area-kit';
import { fleetArea } from './area';

export const { bootstrap, mount, unmount } = createAreaLifecycles(fleetArea);
