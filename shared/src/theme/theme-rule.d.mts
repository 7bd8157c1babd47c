export type ThemeName = 'light' | 'dark';

export interface ThemeController {
  get: () => ThemeName;
  /** Puts the theme in use on the page: the class on <html> and the cookie. */
  apply: () => void;
  /** Keeps the theme in use in local storage. */
  save: () => void;
  set: (theme: ThemeName) => void;
  toggle: () => void;
  /**
   * Once the page has painted: applies the saved theme where it differs from the one shown; with nothing saved,
   * the system's; renews the cookie.
   */
  sync: () => void;
  /** While nothing is saved, follows the system's preference as it changes. */
  followSystem: () => void;
  subscribe: (listener: () => void) => () => void;
}

export const THEME_STORAGE_KEY: 'theme';
export const THEME_TOGGLE_ATTRIBUTE: 'data-theme-toggle';
export const THEME_CONTROLLER_GLOBAL: 'blueprintTheme';
export function createThemeController(win: Window, key: string, beforePaint?: boolean): ThemeController;
export function installThemeController(
  win: Window,
  key: string,
  toggleAttribute: string,
  global: string,
  create: typeof createThemeController,
): void;
export function themeScript(): string;
export function applyThemeClass(doc: Document): void;
export function themeClassScript(): string;
