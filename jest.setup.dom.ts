import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders that react-router uses.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Component tests share two cores with the API suites in CI: a lazily loaded page may take longer
// than Testing Library's one-second default to appear, which is no failure of the page.
configure({ asyncUtilTimeout: 5000 });

// The tests of a file share one window and run in a random order (scripts/test.mjs), so what one
// test leaves in the window must not reach the next. Testing Library's own afterEach, registered
// by the import above, unmounts first; this one then puts the window back as jsdom made it.
const windowReset = () => {
  const navigatorOwnKeys = new Set(Reflect.ownKeys(navigator));
  return () => {
    // A test that fails between useFakeTimers and useRealTimers would freeze every later test's waits.
    jest.useRealTimers();
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    document.documentElement.removeAttribute('lang');
    // What a test defined on the navigator (a clipboard, a geolocation) goes, so jsdom's own answers return.
    for (const key of Reflect.ownKeys(navigator)) {
      if (!navigatorOwnKeys.has(key)) Reflect.deleteProperty(navigator, key);
    }
  };
};

// A file may ask for the node environment (`@jest-environment node`): it has no window to put back.
if (typeof window !== 'undefined') afterEach(windowReset());
