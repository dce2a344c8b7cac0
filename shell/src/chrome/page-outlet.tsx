import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { SHELL_PAGE_ID } from './a11y/main-content';

/**
 * The shell's pages render into #shell-page inside the document's one `main`, beside the areas'
 * outlet, while the header, spinner and toasts stay in #shell-root. Rendered without the shell's
 * document (component tests), the page renders in place inside its own `main`.
 */
export const PageOutlet = ({ children }: { children: ReactNode }) => {
  const page = <div className="sh-root">{children}</div>;
  const container = document.getElementById(SHELL_PAGE_ID);
  return container ? createPortal(page, container) : <main>{page}</main>;
};
