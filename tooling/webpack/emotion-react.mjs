// What the page shares as '@emotion/react': the parts the apps use. A shared module is provided whole (any
// remote might use any export), and all of '@emotion/react' brings withTheme and the statics-hoisting and
// react-is code it needs; re-exported from here, the rest is tree-shaken. Apps still import from
// '@emotion/react'; a lint rule (tooling/eslint/base.js) keeps them to these names. Add one here when an app
// needs it.
// The name below is an alias of the package's browser build (config-factory.mjs): a name no share matches, so
// this import is bundled here, not consumed as the shared '@emotion/react' (shared.mjs points the share here).
export {
  CacheProvider,
  Global,
  ThemeContext,
  ThemeProvider,
  css,
  keyframes,
  useTheme,
} from 'emotion-react-browser-build';
