// import-x/no-cycle with type-only imports counted. The rule skips `import type` by design (no run-time
// effect); here a cycle is a design fault whatever the import's kind, so it follows every edge: the linted
// file's own imports through this wrapper, its dependencies' through type-imports-count.cjs.
import { fileURLToPath } from 'node:url';
import { importX } from 'eslint-plugin-import-x';

/** The parser import-x reads dependencies with (`import-x/parsers`). */
export const typeCountingParser = fileURLToPath(new URL('./type-imports-count.cjs', import.meta.url));

const KINDS = new Set(['importKind', 'exportKind']);

/** The node as the rule reads it: every import kind a value. */
function asValue(node) {
  return new Proxy(node, {
    get(target, key, receiver) {
      if (KINDS.has(key) && target[key] === 'type') return 'value';
      if (key === 'specifiers' && Array.isArray(target.specifiers)) return target.specifiers.map(asValue);
      return Reflect.get(target, key, receiver);
    },
  });
}

const noCycle = importX.rules['no-cycle'];

const noCycleCountingTypes = {
  ...noCycle,
  create(context) {
    const visitor = noCycle.create(context);
    return Object.fromEntries(
      Object.entries(visitor).map(([selector, handler]) => [selector, (node) => handler(asValue(node))]),
    );
  },
};

/** import-x, its no-cycle counting type imports; every other rule as it is. */
export const importXCountingTypes = { ...importX, rules: { ...importX.rules, 'no-cycle': noCycleCountingTypes } };
