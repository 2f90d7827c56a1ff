import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom's crypto has no `subtle`; browsers and Node do (the club links' token hash, domain rules/club-links.ts).
if (globalThis.crypto && !globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });

// The DOM stubs; a test file that runs on Node (@jest-environment node) has no window.
if (typeof window !== 'undefined') {
  // Chakra's Menu, Popover, Select and Tooltip measure elements.
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  if (!window.scrollTo) window.scrollTo = () => {};

  // jsdom has no PointerEvent; zag (Checkbox, Dialog, Menu) constructs one.
  if (!('PointerEvent' in window)) {
    class PointerEventStub extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventStub });
  }
}

// jsdom has no object URLs; image previews need one.
if (typeof URL.createObjectURL !== 'function') {
  let n = 0;
  Object.assign(URL, { createObjectURL: () => `blob:test/${++n}`, revokeObjectURL: () => undefined });
}

// CI runs every project on 2 cores: give findBy/waitFor room for dialog animations and demo calls.
configure({ asyncUtilTimeout: 5000 });

// On CI a test that fails once is run again and its first error is logged, as Playwright does.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
