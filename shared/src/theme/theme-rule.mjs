// @ts-check
// The theme's rule, written once: the saved preference (local storage, key `theme`), else the system's dark
// preference, else light; applied as the `light` or `dark` class on <html> and told to the server in a cookie.
// index.html runs these functions' own source as its first script (`themeScript`, written in by the build config
// factory), before the first paint: the class is there before anything paints, and the header's theme switch
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
 * @returns {import('./theme-rule.d.mts').ThemeController}
 */
export function createThemeController(win, key) {
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
  /** @type {'light' | 'dark'} */
  let theme = saved() || system();
  function apply() {
    const root = doc.documentElement;
    root.classList.remove(theme === 'dark' ? 'light' : 'dark');
    root.classList.add(theme);
    // The shell's server reads it: the layout's HTML may be kept per theme.
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
    if (changed) listeners.slice().forEach((listener) => listener());
  }
  return {
    get: () => theme,
    apply: apply,
    set: set,
    toggle: () => set(theme === 'dark' ? 'light' : 'dark'),
    save: save,
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
 * is still waiting for its code, and the switch must work then too.
 * @param {Window} win
 * @param {string} key
 * @param {string} toggleAttribute
 * @param {string} global
 * @param {typeof createThemeController} create
 */
export function installThemeController(win, key, toggleAttribute, global, create) {
  const slot = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (win));
  if (slot[global]) return;
  const controller = create(win, key);
  controller.apply();
  slot[global] = controller;
  win.addEventListener(
    'click',
    (event) => {
      const target = /** @type {Element | null} */ (event.target);
      if (target && target.closest && target.closest('[' + toggleAttribute + ']')) controller.toggle();
    },
    true,
  );
}

/** index.html's first script: the two functions above, run before the first paint. */
export function themeScript() {
  const args = [THEME_STORAGE_KEY, THEME_TOGGLE_ATTRIBUTE, THEME_CONTROLLER_GLOBAL].map((value) => JSON.stringify(value)).join(',');
  return `try{(${installThemeController.toString()})(window,${args},${createThemeController.toString()})}catch(e){}`;
}
