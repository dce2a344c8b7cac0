import { useEffect, type RefObject } from 'react';

/**
 * Opens a <dialog> as a modal while mounted: the browser traps focus, makes the page behind it
 * inert and closes it on Escape. Focus returns to what opened it, if that is still on the page.
 */
export const useModal = (ref: RefObject<HTMLDialogElement | null>): void => {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (the component tests) has no showModal; an open dialog is still a dialog there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
};
