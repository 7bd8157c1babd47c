// The TypeScript parser as import-x reads a dependency with it, with every import and re-export counted as a
// value: `import type` is erased at build time, but a cycle through it is still two modules that cannot be
// understood apart, so import-x/no-cycle follows it too (base.js).
const { parser } = require('typescript-eslint');

function countAsValue(node) {
  if (node.importKind === 'type') node.importKind = 'value';
  if (node.exportKind === 'type') node.exportKind = 'value';
  for (const specifier of node.specifiers ?? []) {
    if (specifier.importKind === 'type') specifier.importKind = 'value';
    if (specifier.exportKind === 'type') specifier.exportKind = 'value';
  }
}

function parseForESLint(code, options) {
  const result = parser.parseForESLint(code, options);
  for (const node of result.ast.body) {
    if (
      node.type === 'ImportDeclaration' ||
      ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source)
    )
      countAsValue(node);
  }
  return result;
}

module.exports = { parseForESLint, meta: { name: 'type-imports-count' } };
