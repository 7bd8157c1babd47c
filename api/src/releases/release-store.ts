// The releases of each remote (folders under RELEASES_DIR/<remote>/<id>, each with its release.json and
// mf-manifest.json), the live map (live.json) and the deploy log (deploy-log.jsonl) in the state folder every
// API replica and page server shares. A change of the live map is made under a lock (a folder created
// atomically), written to a temporary file and renamed over live.json, so a page server never reads half a
// map and two deploys at once never lose one (docs/decisions/2026-11-27-releases.md).
import { createHash, randomUUID } from 'node:crypto';
import { access, appendFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ReleaseManifest } from '@blueprint/contract/release-gate';
import {
  BASE_RELEASE,
  deployLogEntry,
  liveMapSchema,
  RELEASE_ID_PATTERN,
  releaseInfo,
  type DeployLogEntry,
  type LiveEntry,
  type LiveMap,
  type ReleaseInfo,
} from '@blueprint/contract/releases';

export const LIVE_MAP_FILE = 'live.json';
export const DEPLOY_LOG_FILE = 'deploy-log.jsonl';
const LOCK_DIR = 'live.lock';
/** A lock older than this was left by a process that died holding it. */
const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 5_000;

/** One file of a release: its path inside the release (checked: it stays inside) and its bytes. */
export interface ReleaseFile {
  path: string;
  bytes: Buffer;
}

/** What `put` did: stored the release, found it there with the same files, or found it with other files. */
export type PutOutcome = 'stored' | 'same' | 'different';

export interface ReleaseStore {
  /** The live map; empty when nothing was ever deployed. */
  liveMap(): Promise<LiveMap>;
  /** One remote's releases, newest first (ids sort by build time). */
  releases(remote: string): Promise<ReleaseInfo[]>;
  /** Whether the remote has this release (a folder with its release.json). */
  has(remote: string, release: string): Promise<boolean>;
  /** A release's mf-manifest.json; null when there is no such release. */
  manifest(remote: string, release: string): Promise<ReleaseManifest | null>;
  /**
   * Stores a release whole or not at all: it is visible (`has`, `releases`) only once every file is written.
   * A release is never changed: when the id is taken, says whether its files are these.
   */
  put(remote: string, release: string, files: readonly ReleaseFile[]): Promise<PutOutcome>;
  /** The deploy log of one remote, newest first. */
  log(remote: string): Promise<DeployLogEntry[]>;
  /**
   * Makes `to` live for `remote` and logs it. `check` runs under the lock with what is live now; what it
   * throws leaves the map unchanged.
   */
  setLive(
    remote: string,
    change: {
      to: (current: LiveEntry | undefined) => string;
      action: DeployLogEntry['action'];
      by: string;
      check?: (to: string) => Promise<void>;
    },
  ): Promise<DeployLogEntry>;
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

async function withLock<T>(dir: string, body: () => Promise<T>): Promise<T> {
  const lock = path.join(dir, LOCK_DIR);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(lock).catch(() => undefined);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error('Another deploy is in progress; try again');
      else await sleep(25);
    }
  }
  try {
    return await body();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Every file under `dir` by its path inside it ('/'-separated), with its sha256. */
async function digests(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const pairs = await Promise.all(
    files.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const hash = createHash('sha256')
        .update(await readFile(full))
        .digest('hex');
      return [path.relative(dir, full).split(path.sep).join('/'), hash] as const;
    }),
  );
  return new Map(pairs);
}

function sameFiles(stored: Map<string, string>, files: readonly ReleaseFile[]): boolean {
  return (
    stored.size === files.length &&
    files.every((file) => stored.get(file.path) === createHash('sha256').update(file.bytes).digest('hex'))
  );
}

export function createReleaseStore({
  stateDir,
  releasesDir,
  now = () => new Date(),
}: {
  stateDir: string;
  releasesDir: string;
  now?: () => Date;
}): ReleaseStore {
  const liveFile = path.join(stateDir, LIVE_MAP_FILE);
  const logFile = path.join(stateDir, DEPLOY_LOG_FILE);
  const folderOf = (remote: string, release: string) => path.join(releasesDir, remote, release);

  async function liveMap(): Promise<LiveMap> {
    try {
      return liveMapSchema.parse(await readJson(liveFile));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
      throw error;
    }
  }

  return {
    liveMap,
    async releases(remote) {
      const names = await readdir(path.join(releasesDir, remote)).catch(() => [] as string[]);
      const infos = await Promise.all(
        names
          .filter((name) => RELEASE_ID_PATTERN.test(name) && name !== BASE_RELEASE)
          .map(async (name) => {
            const parsed = releaseInfo.safeParse(
              await readJson(path.join(folderOf(remote, name), 'release.json')).catch(() => null),
            );
            return parsed.success ? parsed.data : null;
          }),
      );
      return infos
        .filter((info): info is ReleaseInfo => info !== null)
        .sort((a, b) => b.release.localeCompare(a.release));
    },
    async has(remote, release) {
      if (!RELEASE_ID_PATTERN.test(release) || release === BASE_RELEASE) return false;
      return access(path.join(folderOf(remote, release), 'release.json')).then(
        () => true,
        () => false,
      );
    },
    async manifest(remote, release) {
      if (!RELEASE_ID_PATTERN.test(release) || release === BASE_RELEASE) return null;
      try {
        return (await readJson(path.join(folderOf(remote, release), 'mf-manifest.json'))) as ReleaseManifest;
      } catch {
        return null;
      }
    },
    async put(remote, release, files) {
      const folder = folderOf(remote, release);
      const compare = async () => (sameFiles(await digests(folder), files) ? 'same' : 'different');
      if (
        await access(folder).then(
          () => true,
          () => false,
        )
      )
        return compare();
      // Written beside its place under a name no release id has, then renamed into place: one step.
      const temporary = path.join(releasesDir, remote, `.publishing-${release}-${randomUUID()}`);
      try {
        for (const file of files) {
          const target = path.join(temporary, ...file.path.split('/'));
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, file.bytes);
        }
        await mkdir(temporary, { recursive: true });
        try {
          await rename(temporary, folder);
        } catch (error) {
          // Another upload of this id got there first: the same rule as if it had been there before.
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ENOTEMPTY' || code === 'EEXIST') return compare();
          throw error;
        }
        return 'stored';
      } finally {
        await rm(temporary, { recursive: true, force: true });
      }
    },
    async log(remote) {
      const text = await readFile(logFile, 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => deployLogEntry.safeParse(JSON.parse(line)))
        .flatMap((parsed) => (parsed.success && parsed.data.remote === remote ? [parsed.data] : []))
        .reverse();
    },
    async setLive(remote, { to: target, action, by, check }) {
      await mkdir(stateDir, { recursive: true });
      return withLock(stateDir, async () => {
        const map = await liveMap();
        const current = map.remotes[remote];
        const from = current?.release ?? BASE_RELEASE;
        const to = target(current);
        await check?.(to);
        const at = now().toISOString();
        const entry: DeployLogEntry = { remote, action, from, to, by, at };
        const next: LiveMap = { remotes: { ...map.remotes, [remote]: { release: to, previous: from, by, at } } };
        // The log first: a change that is live is always in it.
        await appendFile(logFile, `${JSON.stringify(entry)}\n`);
        const temporary = `${liveFile}.${process.pid}.tmp`;
        await writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`);
        await rename(temporary, liveFile);
        return entry;
      });
    },
  };
}
