require('@testing-library/jest-dom');

// findBy* and waitFor give up after 1 s by default, which a loaded CI machine can exceed while
// React renders a page as a transition (time-sliced); 5 s still fails what never appears.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks TextEncoder, which react-router 7 creates as soon as it loads.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia (react-slick's breakpoints, reduced-motion checks): nothing
// matches unless a test installs its own.
if (typeof globalThis.window !== 'undefined' && !globalThis.window.matchMedia) {
  Object.defineProperty(globalThis.window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
