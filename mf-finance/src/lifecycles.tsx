import { createAreaLifecycles } from '@haulage/shared/area-kit';
import { financeArea } from './area';

export const { bootstrap, mount, unmount } = createAreaLifecycles(financeArea);
