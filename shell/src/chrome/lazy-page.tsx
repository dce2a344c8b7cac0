import { lazy, type ComponentType } from 'react';

/**
 * A page that loads when first opened, together with the UI system (`@haulage/shared/ui`, Chakra)
 * and inside its provider. The chrome does not use the UI system, so it stays out of the first load.
 * `preload()` starts the same load early (e.g. while signing in) without rendering anything.
 */
export const lazyPage = (load: () => Promise<ComponentType>, { uiSystem = true }: { uiSystem?: boolean } = {}) => {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => {
    // A page drawn with the chrome's own styles (the dashboard) needs neither the UI system nor its provider.
    if (!uiSystem) loading ??= load().then((Page) => ({ default: Page }));
    loading ??= Promise.all([import('@haulage/shared/ui'), load()]).then(([{ UiProvider }, Page]) => {
      const WithUiSystem = () => (
        <UiProvider>
          <Page />
        </UiProvider>
      );
      return { default: WithUiSystem };
    });
    // A failed load may be retried on the next visit.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
};
