export { ThemeProvider, useTheme, initialTheme, THEME_STORAGE_KEY, type ThemeContextValue } from './theme-provider';
export { THEME_TOGGLE_ATTRIBUTE } from './theme-rule.mjs';
export { createStyleCache, RenderStyleCache } from './style-cache';
export { tokens, palette, breakpoints, type DesignTokens, type ThemeName, type Palette } from './tokens';
