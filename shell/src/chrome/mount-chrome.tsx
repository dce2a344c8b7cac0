import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteRegistry } from '@haulage/shared/platform';
import type { ShellServices } from '../platform/create-services';
import type { ShellStore } from '../store/store';
import { ShellApp } from './shell-app';
import { injectShellStyles } from './ui/shell-styles';

/** Renders the shell's own React app (header, shell pages, spinner, toasts) beside the area outlet. */
export const mountChrome = (container: HTMLElement, props: { store: ShellStore; services: ShellServices; registry: RemoteRegistry }) => {
  injectShellStyles();
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <ShellApp {...props} />
    </StrictMode>,
  );
  return () => root.unmount();
};
