/**
 * Puts text on the clipboard. The Clipboard API exists only on secure origins (https, localhost),
 * and an office install is often reached at a plain http address: there the selected field is
 * copied the old way. False when the browser refused both, so the person is told to copy by hand.
 */
export const copyText = async (text: string, field: HTMLInputElement | null): Promise<boolean> => {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): try the selection below.
    }
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
};
