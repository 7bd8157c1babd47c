// @ts-check
// The theme's colours as CSS custom properties: components style with `var(--color-…)`, and the `light` or
// `dark` class on <html> (the saved theme: sent by the shell's server from the visitor's cookie, or set by
// index.html's script) picks the values; without a class the system's theme does. So the HTML a server renders
// is the same in both themes, paints in the visitor's theme at once, and hydrates without a mismatch.

/** @param {string} key a palette key ('textMuted') @returns {string} its custom property ('--color-text-muted') */
export function colorProperty(key) {
  return `--color-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * The palette's keys as `var(--color-…)` references, for the design tokens.
 * @template {Record<string, string>} P
 * @param {P} colors
 * @returns {{ [K in keyof P]: string }}
 */
export function colorReferences(colors) {
  return /** @type {{ [K in keyof P]: string }} */ (
    Object.fromEntries(Object.keys(colors).map((key) => [key, `var(${colorProperty(key)})`]))
  );
}

/** @param {Record<string, string>} colors */
const declarations = (colors) =>
  Object.entries(colors)
    .map(([key, value]) => `${colorProperty(key)}:${value};`)
    .join('');

/**
 * The stylesheet that defines the colours: light on :root, dark under html.dark. A page whose script never ran
 * (JavaScript off: no class on <html>) follows the system's theme.
 * @param {{ light: Record<string, string>, dark: Record<string, string> }} palette
 */
export function themeVariablesCss(palette) {
  const dark = `${declarations(palette.dark)}color-scheme:dark`;
  return `:root{${declarations(palette.light)}color-scheme:light}html.dark{${dark}}@media (prefers-color-scheme:dark){html:not(.light){${dark}}}`;
}
