import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders that react-router uses.
Object.assign(globalThis, { TextEncoder, TextDecoder });
