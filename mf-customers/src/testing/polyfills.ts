// jsdom lacks what react-router 7 and Chakra expect of a browser; the tests' own environment adds them.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
}
// Chakra's (zag) press handling builds PointerEvents, which jsdom does not implement.
if (!window.PointerEvent) {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}
if (!window.ResizeObserver) {
  Object.assign(window, { ResizeObserver: class { observe() {} unobserve() {} disconnect() {} } });
}
