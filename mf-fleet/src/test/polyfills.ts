import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router needs at import time; browsers have them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
