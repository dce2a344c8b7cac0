import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { PublicPageLifecycles, PublicPageProps } from '@haulage/shared/platform';
import { PageBoundary } from './page-boundary';
import { injectPageStyles } from './page-styles';

export interface StandalonePageOptions {
  /** What the page is, for the console when it crashes ("job confirmation page"). */
  name: string;
  /** The id of the page's `<style>` element and its own rules (the shared ones come with them). */
  styles: { id: string; css: string };
  /**
   * Starts the page: `show` renders inside the page's crash boundary and may be called again (or
   * never, when the page sends the browser elsewhere). May wait, e.g. for the phone's database.
   */
  start(props: PublicPageProps, show: (page: ReactElement) => void): void | Promise<void>;
}

/**
 * The lifecycles of a public page the shell mounts alone (areas.json `publicPages`, ADR 0018): its
 * own container in the outlet, its inlined styles, a React root with a crash boundary, and unmount
 * leaving nothing behind. No router, store or UI system: the page loads React and its own code.
 */
export const standalonePage = ({ name, styles, start }: StandalonePageOptions): PublicPageLifecycles => {
  let mounted: { root: Root; container: HTMLElement; removeStyles: () => void } | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const container = document.createElement('div');
      props.domElementGetter().appendChild(container);
      const root = createRoot(container);
      mounted = { root, container, removeStyles: injectPageStyles(styles.id, styles.css) };
      await start(props, (page) => root.render(<PageBoundary name={name}>{page}</PageBoundary>));
    },
    unmount: async () => {
      mounted?.root.unmount();
      mounted?.container.remove();
      mounted?.removeStyles();
      mounted = null;
    },
  };
};
