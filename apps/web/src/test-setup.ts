// Web unit tests (vitest, jsdom): what antd asks of the browser and jsdom lacks — matchMedia (responsive grid) and
// ResizeObserver (tables, selects). Tests need not define them themselves.
window.matchMedia ??= ((q: string) => ({ matches: false, media: q, onchange: null, addListener: () => {}, removeListener: () => {},
  addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
