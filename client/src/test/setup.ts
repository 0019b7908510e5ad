import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// lazy route chunks load slower while the server tests share the CPU: wait up to 5 s, not 1 s
configure({ asyncUtilTimeout: 10_000 });

// a test file may run in the node environment (`// @vitest-environment node`): no DOM to set up
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  window.localStorage.clear();
});

if (hasDom && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (hasDom && typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
