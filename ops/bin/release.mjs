#!/usr/bin/env node
// npm run release -- <remote>: builds that remote alone, anywhere (a laptop, a team's CI), into a new release,
// releases/<remote>/<id>/ (RELEASES_DIR), written once and never changed, then removes this working copy's
// builds beyond RELEASES_KEEP (default 5). The last line is `release <remote> <id>`. It changes nothing on the
// site: `npm run publish -- <remote> <id>` uploads it to the API's release store and `npm run deploy` makes it
// live (and publishes it first when it was built here; docs/decisions/2026-11-27-releases.md). In a fresh
// clone it installs what building needs first, as npm start does.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { install } from '../lib/install.mjs';
import { withLock } from '../lib/lock.mjs';
import { ROOT, STATE_DIR } from '../lib/paths.mjs';
import { ensurePnpm } from '../lib/pnpm.mjs';
import { releasesDirOf } from '../lib/releases/places.mjs';
import { DEFAULT_KEEP, releasesToRemove } from '../lib/releases/retention.mjs';

const { env } = ensurePnpm();
await install(env, { scope: 'run' });
// The contract is TypeScript: Node reads it once the install has brought what it takes and this is registered.
await import('@blueprint/tsconfig/register.mjs');
const { APPS, REMOTES: REMOTE_NAMES } = await import('@blueprint/contract/topology');
/** @type {Record<string, string>} each remote's folder */
const REMOTES = Object.fromEntries(REMOTE_NAMES.map((name) => [name, APPS[name].dir]));
const RELEASE_ID = /^\d{8}-\d{6}-[0-9a-z][0-9a-z-]*$/;

const remote = process.argv[2];
if (!remote || !(remote in REMOTES)) {
  console.error(`usage: npm run release -- <${Object.keys(REMOTES).join('|')}>`);
  process.exit(2);
}
const keep = Number(process.env.RELEASES_KEEP ?? DEFAULT_KEEP);
if (!Number.isInteger(keep) || keep < 1) {
  console.error(`RELEASES_KEEP must be a whole number above 0, got "${process.env.RELEASES_KEEP}"`);
  process.exit(2);
}

function commitOf() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--', REMOTES[remote], 'shared', 'contract', 'tooling/webpack'],
      { cwd: ROOT, encoding: 'utf8' },
    ).trim();
    return dirty ? `${commit}-dirty` : commit;
  } catch {
    return 'unknown';
  }
}

// The id: when it was built (UTC, to the second), then the commit. Ids sort by build time; the time tells two
// builds of one commit apart.
const builtAt = new Date();
const stamp = builtAt.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const commit = commitOf();
const id = `${stamp}-${commit.replace(/[^0-9a-z-]/g, '')}`;
const releases = path.join(releasesDirOf(process.env), remote);
const folder = path.join(releases, id);
const building = path.join(releases, `.building-${id}`);
if (existsSync(folder)) {
  console.error(`${folder} exists already: a release is never rebuilt in place`);
  process.exit(1);
}
mkdirSync(releases, { recursive: true });

console.log(`Building ${remote} as release ${id} (commit ${commit})`);
// The same lock as npm start's build of this app: the two share its build caches.
mkdirSync(STATE_DIR, { recursive: true });
const code = await withLock(
  path.join(STATE_DIR, `build-${remote}.lock`),
  () =>
    new Promise((resolve) => {
      const child = spawn('pnpm', ['exec', 'rspack', 'build', '--mode', 'production'], {
        cwd: path.join(ROOT, REMOTES[remote]),
        stdio: 'inherit',
        env: {
          ...env,
          RELEASE_ID: id,
          RELEASE_COMMIT: commit,
          RELEASE_BUILT_AT: builtAt.toISOString(),
          RELEASE_OUTPUT_DIR: building,
        },
      });
      child.on('exit', (exit) => resolve(exit ?? 1));
      child.on('error', () => resolve(1));
    }),
);
if (code !== 0) {
  rmSync(building, { recursive: true, force: true });
  console.error(`Building ${remote} failed (exit ${code}); no release made`);
  process.exit(1);
}
// Whole or not at all: the folder appears under its id only once every file is written.
renameSync(building, folder);

const ids = readdirSync(releases).filter((name) => RELEASE_ID.test(name));
const removed = releasesToRemove({ ids, keep });
for (const old of removed) rmSync(path.join(releases, old), { recursive: true, force: true });
if (removed.length)
  console.log(
    `Removed ${removed.length} old build(s) of ${remote} from ${releases} (keeping the newest ${keep}; what was published stays in the API's store): ${removed.join(', ')}`,
  );
console.log(`release ${remote} ${id}`);
