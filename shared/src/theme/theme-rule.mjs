// @ts-check
// The theme's rule, written once: the saved preference (local storage, key `theme`), else the system's dark
// preference, else light; applied as the `light` or `dark` class on <html> and told to the server in a cookie,
// which the server writes back as the class of the next page's <html>.
// index.html's head runs `themeClassScript` in the parser, before anything is painted: <html> keeps the class the
// server sent (the saved theme, from the cookie), else gets the system's from matchMedia, which is synchronous and
// asks the browser process for nothing; CSS already paints the same theme (css-variables.mjs), so nothing repaints.
// The page server leaves that script out of a page whose class it wrote: a returning visitor's page runs no script
// before its first paint.
// index.html then runs these functions' own source first in its one inline script, at the end of its body, where
// the page's loader follows (`themeScript`, which the build config factory hands to after-first-paint-plugin.mjs):
// local storage, a synchronous read from the browser's store, and the cookie wait until the page's first content
// is painted. While nothing is saved, the page follows the system's preference as it changes. The header's theme switch
// (any element with `data-theme-toggle`) works from the first paint, whether or not the page's code has arrived.
// ThemeProvider uses the controller that script installed, or makes one with the same function (tests, a page
// without the script), so the rule has one definition.
//
// Both functions are self-contained (they refer to nothing outside their own body): their source is copied.

/** Local storage's key for the saved theme (the spec's). */
export const THEME_STORAGE_KEY = 'theme';
/** The attribute that makes an element a theme switch: a click on it toggles the theme. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';
/** Where index.html's script leaves the page's controller. */
export const THEME_CONTROLLER_GLOBAL = 'blueprintTheme';

/**
 * The theme of one page: read, set, toggle and listen, by the rule above. `apply` puts the theme in use on the
 * page (class and cookie), `save` keeps it; `set` and `toggle` do both.
 * @param {Window} win
 * @param {string} key local storage's key
 * @param {boolean} [beforePaint] the page has not painted yet: the theme is the one its <html> shows (the server's
 *   class, else the system's) until `sync` reads the saved one
 * @returns {import('./theme-rule.d.mts').ThemeController}
 */
export function createThemeController(win, key, beforePaint) {
  const doc = win.document;
  /** @type {Array<() => void>} */
  let listeners = [];
  /** @returns {'light' | 'dark' | null} */
  function saved() {
    try {
      const value = win.localStorage.getItem(key);
      return value === 'light' || value === 'dark' ? value : null;
    } catch {
      return null; // storage can be disabled (private mode, policies)
    }
  }
  /** @returns {'light' | 'dark'} */
  function system() {
    try {
      return win.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    } catch {
      return 'light';
    }
  }
  /** @returns {'light' | 'dark' | null} the class the page's <html> came with */
  function shown() {
    const classes = ' ' + doc.documentElement.className + ' ';
    return classes.indexOf(' dark ') >= 0 ? 'dark' : classes.indexOf(' light ') >= 0 ? 'light' : null;
  }
  /** @type {'light' | 'dark'} */
  let theme = (beforePaint ? shown() : saved()) || system();
  function notify() {
    listeners.slice().forEach((listener) => listener());
  }
  function apply() {
    const root = doc.documentElement;
    root.classList.remove(theme === 'dark' ? 'light' : 'dark');
    root.classList.add(theme);
    // The shell's server reads it: it sends the next page with this class, in the layout kept for this theme.
    doc.cookie = key + '=' + theme + '; path=/; max-age=31536000; samesite=lax';
  }
  function save() {
    try {
      win.localStorage.setItem(key, theme);
    } catch {
      // The theme still applies for this visit.
    }
  }
  /** @param {'light' | 'dark'} next */
  function set(next) {
    const changed = next !== theme;
    theme = next;
    apply();
    save();
    if (changed) notify();
  }
  /**
   * The theme in use without saving it: the system's, while nothing is saved.
   * @param {'light' | 'dark'} next
   */
  function follow(next) {
    if (next === theme) return apply();
    theme = next;
    apply();
    notify();
  }
  return {
    get: () => theme,
    apply: apply,
    set: set,
    toggle: () => set(theme === 'dark' ? 'light' : 'dark'),
    save: save,
    // The saved theme, where it differs from the one shown (a cookie lost or never sent); with nothing saved,
    // the system's (the cookie's may be from before the system's changed); either applied and its cookie renewed.
    sync: () => {
      const kept = saved();
      if (kept && kept !== theme) set(kept);
      else if (kept) apply();
      else follow(system());
    },
    // While nothing is saved, a change of the system's preference changes the page's theme.
    followSystem: () => {
      try {
        win.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
          if (!saved()) follow(system());
        });
      } catch {
        // No media queries: the theme stays as it is.
      }
    },
    subscribe: (listener) => {
      listeners.push(listener);
      return () => {
        listeners = listeners.filter((other) => other !== listener);
      };
    },
  };
}

/**
 * The page's controller, made once and left on `window`, and the theme switch's click. Heard on the window as
 * the click goes down, before anything in the page: React stops a click at its root while the part it lands on
 * is still waiting for its code, and the switch must work then too. The saved theme is read once the page's first
 * content is painted (a switch before then has saved its own).
 * @param {Window} win
 * @param {string} key
 * @param {string} toggleAttribute
 * @param {string} global
 * @param {typeof createThemeController} create
 */
export function installThemeController(win, key, toggleAttribute, global, create) {
  const slot = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (win));
  if (slot[global]) return;
  const controller = create(win, key, true);
  slot[global] = controller;
  controller.followSystem();
  // After the first contentful paint, not the first frame: a frame can come before the body has been parsed.
  const sync = () => win.setTimeout(controller.sync);
  const Observer = win.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      sync();
    }).observe({ type: 'paint', buffered: true });
  } else if (win.document.readyState === 'complete') sync();
  else win.addEventListener('load', sync);
  win.addEventListener(
    'click',
    (event) => {
      const target = /** @type {Element | null} */ (event.target);
      if (target && target.closest && target.closest('[' + toggleAttribute + ']')) controller.toggle();
    },
    true,
  );
}

/**
 * The head's script, run by the parser before the first paint: the class the server sent, else the system's.
 * Self-contained, as its source is what the page runs.
 * @param {Document} doc
 */
export function applyThemeClass(doc) {
  const root = doc.documentElement;
  if (root.classList.contains('light') || root.classList.contains('dark')) return;
  try {
    root.classList.add(matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  } catch {
    root.classList.add('light');
  }
}

/** The source of index.html's script in its head (`applyThemeClass`, run at once). */
export function themeClassScript() {
  return `(${applyThemeClass.toString()})(document)`;
}

/** The start of index.html's inline script (a module: it runs once the page is parsed): the two functions above. */
export function themeScript() {
  const args = [THEME_STORAGE_KEY, THEME_TOGGLE_ATTRIBUTE, THEME_CONTROLLER_GLOBAL]
    .map((value) => JSON.stringify(value))
    .join(',');
  return `try{(${installThemeController.toString()})(window,${args},${createThemeController.toString()})}catch(e){}`;
}
