import vm from 'node:vm';
import { loaderScript } from './after-first-paint-plugin.mjs';

/**
 * Runs the loader in a page that has painted, been parsed and loaded, with `hintCount` script hints in its
 * template. Returns what went into the head, each with the task that put it there (0: the loader's own).
 */
function runLoader(hintCount, sources) {
  const hints = Array.from({ length: hintCount }, (_, i) => ({ tagName: 'LINK', href: `/chunk-${i}.js` }));
  const inserted = [];
  const timers = [];
  let task = 0;
  const document = {
    readyState: 'complete',
    visibilityState: 'visible',
    getElementById: () => ({ firstChild: {} }),
    querySelectorAll: (selector) =>
      selector === 'template[data-after-paint]' ? [{ content: { children: hints } }] : [],
    head: { appendChild: (node) => inserted.push({ node, task }) },
    createElement: (tagName) => ({ tagName: tagName.toUpperCase() }),
    addEventListener: () => {},
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback) {
      this.callback = callback;
    }
    observe() {
      this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, this);
    }
    disconnect() {}
  }
  const setTimeout = (callback, delay) => timers.push({ callback, delay });
  vm.runInNewContext(loaderScript(sources), {
    document,
    PerformanceObserver,
    setTimeout,
    addEventListener: () => {},
    requestAnimationFrame: () => {},
  });
  // The browser's later tasks, in order; the 3 s fallback for a page whose load event never came last.
  for (let next; (next = timers.filter((timer) => timer.delay < 3000).shift());) {
    timers.splice(timers.indexOf(next), 1);
    task += 1;
    next.callback();
  }
  return { inserted, tasks: task };
}

describe('the after-paint loader', () => {
  it('puts the script hints in the head a few per task, in order, then the entry scripts in order', () => {
    const { inserted } = runLoader(12, ['/federation-runtime.js', '/main.js']);

    const links = inserted.filter(({ node }) => node.tagName === 'LINK');
    expect(links.map(({ node }) => node.href)).toEqual(Array.from({ length: 12 }, (_, i) => `/chunk-${i}.js`));
    const perTask = new Map();
    for (const { task } of links) perTask.set(task, (perTask.get(task) ?? 0) + 1);
    expect([...perTask.values()]).toEqual([5, 5, 2]);

    const scripts = inserted.filter(({ node }) => node.tagName === 'SCRIPT');
    expect(scripts.map(({ node }) => [node.src, node.async])).toEqual([
      ['/federation-runtime.js', false],
      ['/main.js', false],
    ]);
    expect(inserted.slice(-2)).toEqual(scripts);
  });

  it('starts the entry scripts in its own task when there are no hints', () => {
    const { inserted, tasks } = runLoader(0, ['/main.js']);

    expect(inserted.map(({ node, task }) => [node.src, task])).toEqual([['/main.js', 0]]);
    expect(tasks).toBe(0);
  });
});
