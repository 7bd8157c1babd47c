// The releases of each remote, the live map and the deploy log, in the API's database (migration 013;
// docs/decisions/2026-11-27-releases.md). Every replica reads and writes the same rows, and page servers ask the
// API (routes/public/releases.ts), so nothing is shared through a folder.
// - A release is stored in one transaction with all its files (their bytes once per sha256, shared between
//   releases): it is there whole or not at all, and never changed.
// - A change of the live map first claims the remote (one statement: only one deploy of a remote at a time;
//   another gets 409), then runs the gate (an HTTP read of the live shell, outside any transaction), then
//   writes the live row and one deploy-log row in one transaction, which also lets the claim go. On PostgreSQL
//   that transaction NOTIFYs LIVE_MAP_CHANNEL, which every replica LISTENs to (live-feed.ts); the embedded
//   database has one process, which is told after the commit.
// - A canary (docs/decisions/2026-12-07-canary-and-preview.md) runs beside the stable release in the same row:
//   started, promoted and ended through the same claim, gate and transaction. Its automatic stop takes no
//   claim: one conditional statement on the canary it judged, so replicas deciding at once stop it once, and a
//   claimed change finishing after it writes nothing over it.
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { StoredFile } from '@blueprint/contract/api/releases';
import type { ReleaseManifest } from '@blueprint/contract/release-gate';
import {
  BASE_RELEASE,
  RELEASE_ID_PATTERN,
  releaseInfo,
  type DeployLogEntry,
  type LiveEntry,
  type LiveMap,
  type ReleaseInfo,
} from '@blueprint/contract/releases';
import type { Database, Engine, LiveReleasesTable } from '../db/schema';
import { uuidv7 } from '../db/ids';
import { HttpError } from '../lib/http-error';

/** The PostgreSQL channel a change of the live map is announced on (its payload: the remote). */
export const LIVE_MAP_CHANNEL = 'blueprint_live_map';
/** How long a deploy's claim on its remote holds: longer than the gate can take (its reads time out at 5 s). */
export const CLAIM_MS = 30_000;

/** One file of a release: its path inside the release (checked: it stays inside) and its bytes. */
export interface ReleaseFile {
  path: string;
  bytes: Buffer;
}

/** What `put` did: stored the release, found it there with the same files, or found it with other files. */
export type PutOutcome = 'stored' | 'same' | 'different';

/** What a change of the live map did: its deploy-log line, and the remote's entry it left. */
export interface LiveChanged {
  entry: DeployLogEntry;
  live: LiveEntry;
}

export interface ReleaseStore {
  /** The live map; empty when nothing was ever deployed. */
  liveMap(): Promise<LiveMap>;
  /** One remote's releases, newest first (ids sort by build time). */
  releases(remote: string): Promise<ReleaseInfo[]>;
  /** Whether the remote has this release (`base` is never in the store). */
  has(remote: string, release: string): Promise<boolean>;
  /** A release's mf-manifest.json; null when there is no such release. */
  manifest(remote: string, release: string): Promise<ReleaseManifest | null>;
  /** Every file of a release, sorted by path; null when there is no such release. */
  files(remote: string, release: string): Promise<StoredFile[] | null>;
  /** The bytes of a file some release holds; null when none has that sha256. */
  blob(sha256: string): Promise<Buffer | null>;
  /**
   * Stores a release whole or not at all, in one transaction. A release is never changed: when the id is
   * taken (before, or by an upload at the same moment), says whether its files are these.
   */
  put(remote: string, release: string, files: readonly ReleaseFile[]): Promise<PutOutcome>;
  /** The deploy log of one remote, newest first. */
  log(remote: string): Promise<DeployLogEntry[]>;
  /**
   * Makes `to` live for `remote` and logs it, in one transaction. Only one change of a remote runs at a time:
   * another one meanwhile is refused (409), and so is any while a canary runs (it is promoted or ended first).
   * `check` runs before anything is written, with the release that would go live; what it throws leaves the
   * map unchanged.
   */
  setLive(
    remote: string,
    change: {
      to: (current: LiveEntry | undefined) => string;
      action: 'deploy' | 'rollback';
      by: string;
      check?: (to: string) => Promise<void>;
    },
  ): Promise<LiveChanged>;
  /**
   * Ends a running canary (the stable release stays), else makes the previous release live again after
   * `check`; 409 when there is neither.
   */
  rollback(remote: string, change: { by: string; check?: (to: string) => Promise<void> }): Promise<LiveChanged>;
  /** Puts `percent` of visitors on `release` after `check`; 409 while a canary runs or when it is the stable one. */
  startCanary(
    remote: string,
    change: { release: string; percent: number; by: string; check?: (to: string) => Promise<void> },
  ): Promise<LiveChanged>;
  /** Makes the running canary the stable release after `check` (the old one becomes `previous`); 409 when none runs. */
  promote(remote: string, change: { by: string; check?: (to: string) => Promise<void> }): Promise<LiveChanged>;
  /**
   * Ends the canary `canary` names (its release and when it began) when it is still the one running, with
   * `reason` in the log: the automatic stop. Undefined when it is not (stopped already, by another replica too).
   */
  stopCanary(
    remote: string,
    canary: { release: string; at: string },
    change: { by: string; reason: string },
  ): Promise<DeployLogEntry | undefined>;
}

export const deployInProgress = (remote: string) =>
  new HttpError(409, `Another deploy of ${remote} is in progress; try again when it has finished`);
/** A deploy or a second canary while one runs: both ways out are named. */
export const canaryRunning = (remote: string, canary: string) =>
  new HttpError(
    409,
    `${remote} has a canary of ${canary} running: promote it (npm run promote -- ${remote}) or end it (npm run rollback -- ${remote}) first`,
  );
const canaryEnded = (remote: string) =>
  new HttpError(
    409,
    `The canary of ${remote} ended meanwhile, so nothing was changed; look again (npm run releases -- ${remote})`,
  );

/**
 * A change under a remote's claim: its deploy-log line, the release the gate checks first (none when nothing new
 * goes live: a canary's end), and the columns of the live row it writes.
 */
interface Plan {
  action: DeployLogEntry['action'];
  from: string;
  to: string;
  checks?: string;
  write: (at: string) => Partial<LiveReleasesTable>;
}

const NO_CANARY = { canary_release: null, canary_percent: null, canary_by: null, canary_at: null } as const;

type LiveRow = Pick<
  LiveReleasesTable,
  'release' | 'previous' | 'changed_by' | 'changed_at' | 'canary_release' | 'canary_percent' | 'canary_by' | 'canary_at'
>;
const LIVE_COLUMNS = [
  'release',
  'previous',
  'changed_by',
  'changed_at',
  'canary_release',
  'canary_percent',
  'canary_by',
  'canary_at',
] as const;

/** A live row as the live map says it; undefined when nothing was ever deployed or started on the remote. */
function entryOf(row: LiveRow): LiveEntry | undefined {
  if (row.release === null && row.canary_release === null) return undefined;
  return {
    // A canary may start before the remote's first deploy: `base` is its stable release then.
    release: row.release ?? BASE_RELEASE,
    ...(row.previous !== null ? { previous: row.previous } : {}),
    by: row.changed_by ?? '',
    at: row.changed_at ?? '',
    ...(row.canary_release !== null
      ? {
          canary: {
            release: row.canary_release,
            percent: Number(row.canary_percent),
            by: row.canary_by ?? '',
            at: row.canary_at ?? '',
          },
        }
      : {}),
  };
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** SQLite answers a blob as a Uint8Array, PostgreSQL a bytea as a Buffer: a Buffer either way, not copied. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const isReleaseId = (release: string) => RELEASE_ID_PATTERN.test(release) && release !== BASE_RELEASE;

/** Rows in statements of at most `rows` rows and about `bytes` bytes (a release may hold 32 MiB). */
function batches<T>(items: readonly T[], rows: number, bytes = Infinity, size: (item: T) => number = () => 0): T[][] {
  const out: T[][] = [];
  let batch: T[] = [];
  let total = 0;
  for (const item of items) {
    if (batch.length && (batch.length >= rows || total + size(item) > bytes)) {
      out.push(batch);
      batch = [];
      total = 0;
    }
    batch.push(item);
    total += size(item);
  }
  if (batch.length) out.push(batch);
  return out;
}

export function createReleaseStore({
  db,
  engine,
  now = () => new Date(),
  claimMs = CLAIM_MS,
  changed,
}: {
  db: Kysely<Database>;
  engine: Engine;
  now?: () => Date;
  claimMs?: number;
  /** The embedded database's announcement: called once a change of the live map is committed. */
  changed?: (remote: string) => void;
}): ReleaseStore {
  /** Claims the remote for one change and answers what is live now; 409 while another change holds it. */
  async function claimRemote(remote: string, claim: string): Promise<LiveRow> {
    await db
      .insertInto('live_releases')
      .values({
        remote,
        release: null,
        previous: null,
        changed_by: null,
        changed_at: null,
        changing_until: null,
        claim: null,
        ...NO_CANARY,
      })
      .onConflict((oc) => oc.column('remote').doNothing())
      .execute();
    const at = now().getTime();
    // One statement: two replicas claiming at once are serialised by the row, and only one finds it free.
    const row = await db
      .updateTable('live_releases')
      .set({ changing_until: at + claimMs, claim })
      .where('remote', '=', remote)
      .where((eb) => eb.or([eb('changing_until', 'is', null), eb('changing_until', '<', at)]))
      .returning(LIVE_COLUMNS)
      .executeTakeFirst();
    if (!row) throw deployInProgress(remote);
    return row;
  }

  const letGo = (remote: string, claim: string) =>
    db
      .updateTable('live_releases')
      .set({ changing_until: null, claim: null })
      .where('remote', '=', remote)
      .where('claim', '=', claim)
      .execute();

  /** One deploy-log row, in the change's transaction, and the other replicas told (PostgreSQL). */
  async function logged(trx: Kysely<Database>, entry: DeployLogEntry): Promise<void> {
    await trx
      .insertInto('deploy_log')
      .values({
        id: uuidv7().id,
        remote: entry.remote,
        action: entry.action,
        from_release: entry.from,
        to_release: entry.to,
        changed_by: entry.by,
        changed_at: entry.at,
        reason: entry.reason ?? null,
      })
      .execute();
    if (engine === 'postgres') await sql`select pg_notify(${LIVE_MAP_CHANNEL}, ${entry.remote})`.execute(trx);
  }

  /**
   * Claims the remote, plans the change from what is live (a refusal throws), runs `check` on the release it
   * makes live, then writes the row and its log line in one transaction.
   */
  async function change(
    remote: string,
    by: string,
    plan: (current: LiveEntry | undefined) => Plan,
    check?: (to: string) => Promise<void>,
  ): Promise<LiveChanged> {
    const claim = randomUUID();
    const row = await claimRemote(remote, claim);
    const current = entryOf(row);
    let entry: DeployLogEntry;
    let live: LiveEntry;
    try {
      const { action, from, to, checks, write } = plan(current);
      if (checks !== undefined) await check?.(checks);
      const at = now().toISOString();
      entry = { remote, action, from, to, by, at };
      const written = write(at);
      live = entryOf({ ...row, ...written })!;
      await db.transaction().execute(async (trx) => {
        const canary = current?.canary?.release;
        const updated = await trx
          .updateTable('live_releases')
          .set({ ...written, changing_until: null, claim: null })
          .where('remote', '=', remote)
          .where('claim', '=', claim)
          // The automatic stop takes no claim: a canary that stopped itself meanwhile is not written over.
          .where((eb) => (canary === undefined ? eb('canary_release', 'is', null) : eb('canary_release', '=', canary)))
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) {
          const held = await trx
            .selectFrom('live_releases')
            .select('claim')
            .where('remote', '=', remote)
            .executeTakeFirst();
          // The claim ran out and another change took the remote: this one must not write over it. Or it is
          // still this one's, and the canary stopped itself meanwhile: what was planned no longer holds.
          throw held?.claim === claim ? canaryEnded(remote) : deployInProgress(remote);
        }
        await logged(trx, entry);
      });
    } catch (error) {
      // A refusal (the gate, nothing to roll back to) or a failure lets the claim go at once.
      await letGo(remote, claim).catch(() => {});
      throw error;
    }
    changed?.(remote);
    return { entry, live };
  }

  /** A move of the stable release: the one it leaves becomes `previous`. */
  const moveStable = (action: Plan['action'], from: string, to: string, by: string): Plan => ({
    action,
    from,
    to,
    checks: to,
    write: (at) => ({ release: to, previous: from, changed_by: by, changed_at: at }),
  });

  async function has(remote: string, release: string): Promise<boolean> {
    if (!isReleaseId(release)) return false;
    const row = await db
      .selectFrom('releases')
      .select('release')
      .where('remote', '=', remote)
      .where('release', '=', release)
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    async liveMap() {
      const rows = await db
        .selectFrom('live_releases')
        .select(['remote', ...LIVE_COLUMNS])
        .where((eb) => eb.or([eb('release', 'is not', null), eb('canary_release', 'is not', null)]))
        .orderBy('remote')
        .execute();
      const remotes: LiveMap['remotes'] = {};
      for (const row of rows) {
        const entry = entryOf(row);
        if (entry) remotes[row.remote] = entry;
      }
      return { remotes };
    },

    async releases(remote) {
      const rows = await db
        .selectFrom('releases')
        .select(['remote', 'release', 'commit', 'built_at'])
        .where('remote', '=', remote)
        .execute();
      return rows
        .map(({ release, commit, built_at }) => ({ remote, release, commit, builtAt: built_at }))
        .sort((a, b) => b.release.localeCompare(a.release));
    },

    has,

    async manifest(remote, release) {
      if (!isReleaseId(release)) return null;
      const row = await db
        .selectFrom('release_files')
        .innerJoin('release_blobs', 'release_blobs.sha256', 'release_files.sha256')
        .select('release_blobs.bytes')
        .where('release_files.remote', '=', remote)
        .where('release_files.release', '=', release)
        .where('release_files.path', '=', 'mf-manifest.json')
        .executeTakeFirst();
      if (!row) return null;
      try {
        return JSON.parse(asBuffer(row.bytes).toString('utf8')) as ReleaseManifest;
      } catch {
        return null;
      }
    },

    async files(remote, release) {
      if (!(await has(remote, release))) return null;
      const rows = await db
        .selectFrom('release_files')
        .select(['path', 'sha256', 'size'])
        .where('remote', '=', remote)
        .where('release', '=', release)
        .orderBy('path')
        .execute();
      return rows.map(({ path, sha256, size }) => ({ path, sha256, size: Number(size) }));
    },

    async blob(sha256) {
      const row = await db.selectFrom('release_blobs').select('bytes').where('sha256', '=', sha256).executeTakeFirst();
      return row ? asBuffer(row.bytes) : null;
    },

    async put(remote, release, files) {
      const info = files.find((file) => file.path === 'release.json');
      const parsed = info && releaseInfo.safeParse(JSON.parse(info.bytes.toString('utf8')));
      if (!parsed?.success) throw new Error(`${remote} ${release}: a release needs its release.json`);
      const rows = files.map((file) => ({ ...file, sha256: sha256Of(file.bytes) }));
      const blobs = [...new Map(rows.map((row) => [row.sha256, row])).values()].sort((a, b) =>
        a.sha256 < b.sha256 ? -1 : a.sha256 > b.sha256 ? 1 : 0,
      );
      return db.transaction().execute(async (trx): Promise<PutOutcome> => {
        // The id first: an upload of the same id at the same moment waits here (PostgreSQL) until the other
        // commits, and then finds it taken.
        const inserted = await trx
          .insertInto('releases')
          .values({
            remote,
            release,
            commit: parsed.data.commit,
            built_at: parsed.data.builtAt,
            published_at: now().toISOString(),
          })
          .onConflict((oc) => oc.columns(['remote', 'release']).doNothing())
          .returning('release')
          .executeTakeFirst();
        if (!inserted) {
          const stored = await trx
            .selectFrom('release_files')
            .select(['path', 'sha256'])
            .where('remote', '=', remote)
            .where('release', '=', release)
            .execute();
          const byPath = new Map(stored.map((row) => [row.path, row.sha256]));
          return byPath.size === rows.length && rows.every((row) => byPath.get(row.path) === row.sha256)
            ? 'same'
            : 'different';
        }
        // In the order of their hashes, so two releases sharing files never wait for each other in a circle.
        for (const batch of batches(blobs, 200, 4 * 1024 * 1024, (blob) => blob.bytes.length))
          await trx
            .insertInto('release_blobs')
            .values(batch.map(({ sha256, bytes }) => ({ sha256, size: bytes.length, bytes })))
            .onConflict((oc) => oc.column('sha256').doNothing())
            .execute();
        for (const batch of batches(rows, 500))
          await trx
            .insertInto('release_files')
            .values(batch.map(({ path, sha256, bytes }) => ({ remote, release, path, sha256, size: bytes.length })))
            .execute();
        return 'stored';
      });
    },

    async log(remote) {
      const rows = await db
        .selectFrom('deploy_log')
        .select(['action', 'from_release', 'to_release', 'changed_by', 'changed_at', 'reason'])
        .where('remote', '=', remote)
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({
        remote,
        action: row.action as DeployLogEntry['action'],
        from: row.from_release,
        to: row.to_release,
        by: row.changed_by,
        at: row.changed_at,
        ...(row.reason !== null ? { reason: row.reason } : {}),
      }));
    },

    setLive(remote, { to, action, by, check }) {
      return change(
        remote,
        by,
        (current) => {
          if (current?.canary) throw canaryRunning(remote, current.canary.release);
          return moveStable(action, current?.release ?? BASE_RELEASE, to(current), by);
        },
        check,
      );
    },

    rollback(remote, { by, check }) {
      return change(
        remote,
        by,
        (current) => {
          if (current?.canary)
            return {
              action: 'canary-stop',
              from: current.canary.release,
              to: current.release,
              write: () => NO_CANARY,
            };
          if (!current?.previous) throw new HttpError(409, `${remote} has no previous release to roll back to`);
          return moveStable('rollback', current.release, current.previous, by);
        },
        check,
      );
    },

    startCanary(remote, { release, percent, by, check }) {
      return change(
        remote,
        by,
        (current) => {
          if (current?.canary) throw canaryRunning(remote, current.canary.release);
          const stable = current?.release ?? BASE_RELEASE;
          if (release === stable) throw new HttpError(409, `${remote} ${release} is the stable release already`);
          return {
            action: 'canary',
            from: stable,
            to: release,
            checks: release,
            write: (at) => ({ canary_release: release, canary_percent: percent, canary_by: by, canary_at: at }),
          };
        },
        check,
      );
    },

    promote(remote, { by, check }) {
      return change(
        remote,
        by,
        (current) => {
          if (!current?.canary) throw new HttpError(409, `${remote} has no canary to promote`);
          const { release } = current.canary;
          return {
            action: 'promote',
            from: current.release,
            to: release,
            checks: release,
            write: (at) => ({ release, previous: current.release, changed_by: by, changed_at: at, ...NO_CANARY }),
          };
        },
        check,
      );
    },

    async stopCanary(remote, canary, { by, reason }) {
      const at = now().toISOString();
      const entry = await db.transaction().execute(async (trx) => {
        // One statement on the canary judged: of replicas deciding at once, one finds it still running.
        const row = await trx
          .updateTable('live_releases')
          .set(NO_CANARY)
          .where('remote', '=', remote)
          .where('canary_release', '=', canary.release)
          .where('canary_at', '=', canary.at)
          .returning('release')
          .executeTakeFirst();
        if (!row) return undefined;
        const stopped: DeployLogEntry = {
          remote,
          action: 'canary-stop',
          from: canary.release,
          to: row.release ?? BASE_RELEASE,
          by,
          at,
          reason,
        };
        await logged(trx, stopped);
        return stopped;
      });
      if (entry) changed?.(remote);
      return entry;
    },
  };
}
