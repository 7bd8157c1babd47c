// The lint rules every package follows. The root eslint.config.mjs applies them to the whole tree.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones, ROOT_DIR } from './boundaries.js';
import { importXCountingTypes, typeCountingParser } from './import-cycles.js';

const TS = ['**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      '.blueprint/**',
      'releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: "Import from '@blueprint/shared/router': the page's one router copy.",
            },
            { name: 'react-router', message: "Import from '@blueprint/shared/router': the page's one router copy." },
            { name: '@emotion/styled', message: "Use emotion's css prop: @emotion/styled adds 5 KB to every page." },
            {
              name: '@emotion/react',
              // What the page shares as '@emotion/react' (tooling/webpack/emotion-react.mjs): add a name there first.
              allowImportNames: [
                'CacheProvider',
                'Global',
                'ThemeContext',
                'ThemeProvider',
                'css',
                'keyframes',
                'useTheme',
                'Theme',
              ],
              message:
                "The page shares only part of '@emotion/react': export the name from tooling/webpack/emotion-react.mjs first.",
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules: what the compiler knows (floating promises, unsafe any, needless awaits) checked too.
    files: TS,
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    rules: {
      // Off by choice: Fastify plugins and handlers are async by contract, and a test's stand-in for an async
      // function is async; neither is a bug. no-floating-promises and no-misused-promises catch the real ones.
      '@typescript-eslint/require-await': 'off',
    },
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['tooling/typescript/*.d.ts'] },
        tsconfigRootDir: ROOT_DIR,
      },
    },
  },
  {
    // Boundaries and cycles, resolved as TypeScript and the workspace's package exports resolve them. A cycle
    // counts type-only imports too (import-cycles.js).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importXCountingTypes },
    settings: {
      // The typescript preset's extensions (without its legacy resolver), so .ts files are followed, read by a
      // parser that keeps type-only imports in the graph.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': {
        [typeCountingParser]: importX.flatConfigs.typescript.settings['import-x/parsers']['@typescript-eslint/parser'],
      },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ tests: true }) }] },
  },
  {
    files: ['shared/src/router/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // bulletproof-react's naming: kebab-case files and folders.
    files: ['**/src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}', '**/testing/**', '**/jest.config.cjs', 'tooling/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Command-line scripts and tests talk to the terminal.
    files: ['ops/**', 'bench/**', 'e2e/**', 'api/src/server.ts', 'api/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures are not React: `use` is their callback, `{}` their idiom for no dependencies.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
