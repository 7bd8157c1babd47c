// The one formatting of the tree: `npm run lint` checks it, `npm run format` writes it.
/** @type {import('prettier').Config} */
export default {
  singleQuote: true,
  trailingComma: 'all',
  // The width the code was written to before it had a formatter.
  printWidth: 120,
  // Prose keeps the line breaks its author chose.
  proseWrap: 'preserve',
};
