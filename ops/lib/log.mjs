// @ts-check
// Console output for the command-line scripts: a short prefix per source, colour only on a terminal.
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const COLOURS = [36, 35, 33, 32, 34, 31, 90];
const assigned = new Map();

export function paint(code, text) {
  return useColour ? `\u001b[${code}m${text}\u001b[0m` : text;
}

/** A prefix such as "api        │ " in a stable colour per name. */
export function prefix(name) {
  if (!assigned.has(name)) assigned.set(name, COLOURS[assigned.size % COLOURS.length]);
  return paint(assigned.get(name), `${name.padEnd(10)} │ `);
}

export function step(message) {
  console.log(paint(1, `\n▶ ${message}`));
}

/** The line that closes a step: how long it took. @param {number} started `Date.now()` when it began */
export function done(started) {
  console.log(paint(32, `✓ done in ${((Date.now() - started) / 1000).toFixed(1)} s`));
}
