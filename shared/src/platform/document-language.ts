import { useEffect } from 'react';

/**
 * Sets `<html lang>` to the language a page is written in while it is shown, so a screen reader
 * reads Swedish as Swedish and the browser offers no translation of a page already in the reader's
 * language. On leaving, the language the document had comes back: the back office (the shell's
 * index.html) is written in English whatever a public page said.
 */
export const useDocumentLanguage = (language: string): void => {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.getAttribute('lang');
    root.setAttribute('lang', language);
    return () => {
      if (before === null) root.removeAttribute('lang');
      else root.setAttribute('lang', before);
    };
  }, [language]);
};
