import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders that react-router uses.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Component tests share two cores with the API suites in CI: a lazily loaded page may take longer
// than Testing Library's one-second default to appear, which is no failure of the page.
configure({ asyncUtilTimeout: 5000 });
