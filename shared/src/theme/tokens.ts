import { colorReferences } from './css-variables.mjs';
import palette from './palette.json';

export type ThemeName = 'light' | 'dark';
export type Palette = (typeof palette)['light'];

/** Breakpoints shared by layouts and the course carousel (spec: 640 / 1024 / 1280 px). */
export const breakpoints = { sm: 640, md: 1024, lg: 1280 } as const;

const scale = {
  space: (n: number) => `${n * 0.25}rem`,
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 8px 24px rgba(15, 23, 42, 0.12)',
  },
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  z: { header: 50, dropdown: 60, drawer: 70, modal: 80 },
} as const;

export type DesignTokens = typeof scale & { colors: Palette };

/** The colours' values per theme, for what cannot read CSS (a chart's canvas). */
export { palette };

/**
 * One set for both themes: colours are `var(--color-…)` references, defined per theme by themeVariablesCss
 * (css-variables.mjs), so styles (and server HTML) do not depend on the theme.
 */
export const tokens: DesignTokens = { ...scale, colors: colorReferences(palette.light) };

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends DesignTokens {}
}
