require('@testing-library/jest-dom');

// jsdom has no matchMedia; components read it for the theme and for reduced motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (typeof window !== 'undefined' && !window.scrollTo.mock) {
  window.scrollTo = () => {};
}
