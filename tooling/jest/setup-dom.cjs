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

// React Router 6 announces its v7 behaviours in development. We stay on v6's: navigations show the skeleton
// of a loading remote instead of keeping the old page on screen (v7_startTransition).
const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('React Router Future Flag Warning')) return;
  warn(...args);
};
