export { ThemeProvider, useTheme, initialTheme, THEME_STORAGE_KEY, type ThemeContextValue } from './theme-provider';
export { tokens, palette, breakpoints, type DesignTokens, type ThemeName, type Palette } from './tokens';
