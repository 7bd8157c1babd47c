import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lintConfig from '../eslint/base.js';
import { sharedSingletons } from './shared.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const shellDir = path.join(here, '..', '..', 'shell');

/** The names emotion-react.mjs re-exports. */
function wrapperExports() {
  const source = readFileSync(path.join(here, 'emotion-react.mjs'), 'utf8');
  const [, names] = /export \{([^}]*)\} from 'emotion-react-browser-build'/.exec(source) ?? [];
  return names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

test("the page shares '@emotion/react' as the parts of it the apps use", () => {
  const shared = sharedSingletons(shellDir);
  expect(shared['@emotion/react']).toMatchObject({ singleton: true, import: path.join(here, 'emotion-react.mjs') });
  // Its JSX runtime is still the package's own.
  expect(shared['@emotion/react/']).not.toHaveProperty('import');
});

test("lint allows an app exactly the '@emotion/react' names the page shares (and its types)", () => {
  const paths = lintConfig.flatMap((entry) => entry.rules?.['no-restricted-imports']?.[1]?.paths ?? []);
  const emotion = paths.find((entry) => entry.name === '@emotion/react');
  expect(emotion.allowImportNames.filter((name) => name !== 'Theme').sort()).toEqual(wrapperExports().sort());
});
