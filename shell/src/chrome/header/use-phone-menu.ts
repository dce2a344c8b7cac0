import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The phone menu as a disclosure: a button that shows and hides the header's nav and Sign out.
 * It closes on navigation (the path changes), on Escape (focus returns to the button, so keyboard
 * users are not left on a hidden link) and on a press outside the header.
 */
export const usePhoneMenu = (pathname: string) => {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      setOpen(false);
      buttonRef.current?.focus();
    },
    [open],
  );

  return { open, toggle: () => setOpen((current) => !current), buttonRef, headerRef, onKeyDown };
};
