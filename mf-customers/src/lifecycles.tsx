import { createAreaLifecycles } from '@haulage/shared/area-kit';
import { customersArea } from './area';

export const { bootstrap, mount, unmount } = createAreaLifecycles(customersArea);
