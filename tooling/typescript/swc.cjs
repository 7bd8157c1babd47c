// One set of SWC options for webpack (browser bundles) and jest (CommonJS in Node), so that what is
// tested is compiled the same way as what ships.
/**
 * @param {{ target: 'browser' | 'jest', development?: boolean, refresh?: boolean }} options
 * @returns {import('@swc/core').Options}
 */
function swcOptions({ target, development = false, refresh = false }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: target === 'jest' ? 'es2022' : 'es2020',
      transform: {
        react: {
          runtime: 'automatic',
          // The css prop and theme come from emotion's JSX runtime.
          importSource: '@emotion/react',
          development,
          refresh,
        },
      },
    },
    module: target === 'jest' ? { type: 'commonjs' } : { type: 'es6' },
    sourceMaps: true,
  };
}

module.exports = { swcOptions };
