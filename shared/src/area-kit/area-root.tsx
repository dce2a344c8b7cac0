import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { PlatformContext } from '@haulage/shared/platform';
import { UiProvider } from '@haulage/shared/ui';
import { createAreaStore } from './create-area-store';
import type { AreaDefinition } from './define-area';
import { PlatformProvider } from './platform-provider';
import { TopicSync } from './topic-sync';

/**
 * An area's root, the same in the shell, standalone and in tests: the UI system, the platform,
 * a store of its own per mount, the realtime topics and the router.
 */
export const AreaRoot = <T extends string>({ area, platform }: { area: AreaDefinition<T>; platform: PlatformContext }) => {
  const [store] = useState(() => createAreaStore(area.api, platform, area.reducers));
  const { Routes } = area;
  return (
    <UiProvider>
      <PlatformProvider platform={platform}>
        <Provider store={store}>
          <TopicSync api={area.api} topics={area.topics} />
          {/* No basename: each area owns its prefixes in the product's one URL space. */}
          <BrowserRouter>
            <Routes />
          </BrowserRouter>
        </Provider>
      </PlatformProvider>
    </UiProvider>
  );
};
