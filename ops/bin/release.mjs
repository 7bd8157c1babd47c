#!/usr/bin/env node
// npm run release -- <remote>: builds that remote alone into a new release, releases/<remote>/<id>/ (RELEASES_DIR),
// written once and never changed, then removes the oldest releases beyond RELEASES_KEEP (default 5), never one a
// live map names as live or previous. The last line is `release <remote> <id>`. It deploys nothing:
// `npm run deploy -- <remote> <id>` does (docs/decisions/2026-11-27-releases.md); from another machine, such as
// a team's CI, `npm run publish -- <remote> <id>` uploads it first. In a fresh clone it installs what building
// needs first, as npm start does.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { install } from '../lib/install.mjs';
import { withLock } from '../lib/lock.mjs';
import { ROOT, STATE_DIR } from '../lib/paths.mjs';
import { ensurePnpm } from '../lib/pnpm.mjs';
import { releasesDirOf, visibleLiveMaps } from '../lib/releases/places.mjs';
import { DEFAULT_KEEP, neededReleases, releasesToRemove } from '../lib/releases/retention.mjs';

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

/**
 * What the deployment's live map needs, asked of its deploy endpoint when API_URL and DEPLOY_TOKEN name one
 * (docker-compose keeps the map in a volume this machine may not read); none when it does not answer.
 */
async function neededByTheDeployment() {
  if (!process.env.API_URL || !process.env.DEPLOY_TOKEN) return [];
  try {
    const response = await fetch(`${process.env.API_URL.replace(/\/+$/, '')}/api/admin/releases/${remote}`, {
      headers: { authorization: `Bearer ${process.env.DEPLOY_TOKEN}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return null;
    const { live } = /** @type {{ live: { release: string, previous: string | null } }} */ (await response.json());
    return [live.release, ...(live.previous ? [live.previous] : [])];
  } catch {
    return null;
  }
}

const fromDeployment = await neededByTheDeployment();
const ids = readdirSync(releases).filter((name) => RELEASE_ID.test(name));
// Unsure what the deployment needs: remove nothing this time.
const removed =
  fromDeployment === null
    ? []
    : releasesToRemove({
        ids,
        keep,
        needed: [...neededReleases(visibleLiveMaps(process.env), remote), ...fromDeployment],
      });
if (fromDeployment === null)
  console.log(
    `The deploy endpoint at ${process.env.API_URL} did not say which releases are live: no old release removed`,
  );
for (const old of removed) rmSync(path.join(releases, old), { recursive: true, force: true });
if (removed.length)
  console.log(
    `Removed ${removed.length} old release(s) of ${remote} (keeping ${keep} and the live and previous ones): ${removed.join(', ')}`,
  );
console.log(`release ${remote} ${id}`);
