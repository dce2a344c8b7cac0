import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router needs at import time; browsers have them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no PointerEvent; Chakra's checkbox (zag) constructs one when focus leaves it.
if (typeof globalThis.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(globalThis, { PointerEvent: PointerEventPolyfill });
}
