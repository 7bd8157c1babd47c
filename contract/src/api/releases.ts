// The deploy endpoints (`/api/admin/releases/:remote…`, a deploy token): a remote's releases, which is live,
// who made it live and when; a deploy of one release, a rollback to the previous one. Then the public wire the
// page servers read: the live map, its stream of changes, a release's files and their bytes by hash.
import * as z from 'zod/mini';
import { DEPLOY_ACTIONS, liveMapSchema, RELEASE_ID_PATTERN, releaseId, type LiveMap } from '../releases.ts';
import { component, count } from './common.ts';

/** The remotes a release can be made of, as the URL names them. */
export const releaseRemote = z.enum(['marketing', 'catalog', 'internship', 'dashboard']);

export const releaseParams = z.object({ remote: releaseRemote });

/** A canary's share of visitors, in percent: 1–99 (100 is a deploy). */
export const canaryPercent = z.number().check(z.int(), z.gte(1), z.lte(99));

/**
 * `by`: who deploys (the CLI sends the user and machine); the log says it. `canary`: the share of visitors that
 * gets the release while the rest stay on the stable one (`npm run deploy -- <remote> <id> --canary <percent>`).
 */
export const deployBody = z.object({
  release: z.string().check(z.regex(RELEASE_ID_PATTERN, 'is not a release id')),
  by: z.optional(z.string().check(z.maxLength(120))),
  canary: z.optional(canaryPercent),
});
/** A rollback (which ends a running canary and leaves the stable release as it is) and a promote. */
export const rollbackBody = z.object({ by: z.optional(z.string().check(z.maxLength(120))) });
export const promoteBody = rollbackBody;

/** `POST …/preview`: a link that shows one release of the remote to the browser that opens it, until it expires. */
export const previewBody = z.object({
  release: z.string().check(z.regex(RELEASE_ID_PATTERN, 'is not a release id')),
  by: z.optional(z.string().check(z.maxLength(120))),
});
export const previewLink = component(
  'PreviewLink',
  z.object({
    remote: z.string(),
    release: z.string(),
    /** The link's path and query on the site (`/_preview?token=…`): open it on the site's origin. */
    path: z.string(),
    expiresAt: z.string(),
  }),
);
export type PreviewLink = z.infer<typeof previewLink>;

export const releaseRow = component(
  'Release',
  z.object({
    release: z.string(),
    commit: z.string(),
    builtAt: z.string(),
    live: z.boolean(),
    /**
     * Browser errors reported for the release (`POST /api/browser-errors`, every kind together): 0 when none; null
     * when the counts could not be read just now (the list of releases is still answered).
     */
    errors: z.nullable(count),
  }),
);

export const deployLogRow = component(
  'DeployLogEntry',
  z.object({
    action: z.enum(DEPLOY_ACTIONS),
    from: z.string(),
    to: z.string(),
    by: z.string(),
    at: z.string(),
    /** Why, when the system made the change itself: "Canary stopped automatically: 14 errors in 120 page loads, …". */
    reason: z.nullable(z.string()),
  }),
);

/**
 * Page loads and browser errors of one release over the canary's window (since the canary began, at most
 * `autoStop.windowMs`; without a canary, the last window): what the automatic stop compares.
 */
export const releaseTraffic = component('ReleaseTraffic', z.object({ loads: count, errors: count, since: z.string() }));
export type ReleaseTraffic = z.infer<typeof releaseTraffic>;

/**
 * When a canary stops itself: at least `minErrors` browser errors over the window, and errors per page load at
 * least `ratio` times the stable release's (CANARY_MIN_ERRORS, CANARY_ERROR_RATIO, CANARY_WINDOW_MS).
 */
export const autoStopSettings = component(
  'CanaryAutoStop',
  z.object({ minErrors: count, ratio: z.number(), windowMs: count }),
);
export type AutoStopSettings = z.infer<typeof autoStopSettings>;

export const releaseList = component(
  'ReleaseList',
  z.object({
    remote: z.string(),
    /**
     * The live release (`base`: the build the remote's server serves at its root), who made it live and when, and
     * the browser errors reported for it (`base` included; null when the counts cannot be read).
     */
    live: z.object({
      release: z.string(),
      previous: z.nullable(z.string()),
      by: z.nullable(z.string()),
      at: z.nullable(z.string()),
      errors: z.nullable(count),
      /** The share of visitors on it, in percent: 100 less a running canary's. */
      share: z.number(),
      /** Its page loads and errors over the window; null when they cannot be read just now. */
      traffic: z.nullable(releaseTraffic),
    }),
    /** The canary running now, its share, who started it and when, and its traffic; null when none runs. */
    canary: z.nullable(
      z.object({
        release: z.string(),
        percent: canaryPercent,
        by: z.string(),
        at: z.string(),
        traffic: z.nullable(releaseTraffic),
      }),
    ),
    autoStop: autoStopSettings,
    releases: z.array(releaseRow),
    log: z.array(deployLogRow),
  }),
);
export type ReleaseList = z.infer<typeof releaseList>;

/** What a deploy, canary, promote or rollback left: the stable release, the one before it, and the canary now, if any. */
export const deployed = component(
  'Deployed',
  z.object({
    remote: z.string(),
    live: z.string(),
    from: z.string(),
    canary: z.nullable(z.object({ release: z.string(), percent: canaryPercent })),
  }),
);
export type Deployed = z.infer<typeof deployed>;

/**
 * How much one published release may hold (docs/decisions/2026-12-07-publishing-a-release.md): the API refuses
 * an upload beyond these before it stores anything, and `npm run publish` before it sends one.
 */
export const PUBLISH_LIMITS = {
  /** Files in one release (a remote's build has a few dozen). */
  files: 2_000,
  /** Bytes of one file. */
  fileBytes: 8 * 1024 * 1024,
  /** Bytes of the whole release, every file together. */
  totalBytes: 32 * 1024 * 1024,
  /** Characters of a file's path inside the release. */
  pathLength: 240,
} as const;

export const SHA256_PATTERN = /^[0-9a-f]{64}$/;

export const publishParams = z.object({
  remote: releaseRemote,
  release: z.string().check(z.regex(RELEASE_ID_PATTERN, 'is not a release id')),
});

/** One file of a release: its path inside the release folder, its size, its sha256 (hex) and its bytes (base64). */
export const publishedFile = component(
  'ReleaseFile',
  z.object({
    path: z.string().check(z.minLength(1), z.maxLength(PUBLISH_LIMITS.pathLength)),
    size: count,
    sha256: z.string().check(z.regex(SHA256_PATTERN, 'is not a lowercase hex sha256')),
    content: z.string(),
  }),
);

/**
 * `PUT /api/admin/releases/{remote}/{release}`: the whole release in one body, release.json and mf-manifest.json
 * among its files.
 */
export const publishBody = z.object({ files: z.array(publishedFile) });
export type PublishBody = z.infer<typeof publishBody>;

export const published = component(
  'Published',
  z.object({
    remote: z.string(),
    release: z.string(),
    files: count,
    bytes: count,
    /** False when the release was there already with the same content (publishing again changes nothing). */
    stored: z.boolean(),
  }),
);

// The wire between the API and the page servers (public, no credential: what it carries is what browsers are
// served anyway). A page server learns the live map from the API (read once, then pushed on every change)
// and a release's files by their hashes, so it keeps no shared folder of its own.

/** `GET /api/releases/live`: the live map (`{remotes: {}}` before any deploy), `Cache-Control: no-store`. */
export const LIVE_MAP_PATH = '/api/releases/live';
/**
 * `GET /api/releases/live/events`: a `text/event-stream`. At once, and again after every change of the live map
 * made through any API replica, `event: live` with the map as JSON on one `data:` line; a comment every
 * LIVE_PING_MS. The stream ends when the replica closes: connect again (another replica answers).
 */
export const LIVE_EVENTS_PATH = '/api/releases/live/events';
/** The name of the event that carries the live map. */
export const LIVE_MAP_EVENT = 'live';
/** How often the stream says `: ping` while nothing changes. */
export const LIVE_PING_MS = 15_000;
/** `GET /api/releases/{remote}/{release}/files`: every file of a stored release, with its hash and size. */
export const releaseFilesPath = (remote: string, release: string) =>
  `/api/releases/${encodeURIComponent(remote)}/${encodeURIComponent(release)}/files`;
/** `GET /api/release-files/{sha256}`: the bytes of a file some stored release holds. */
export const releaseFilePath = (sha256: string) => `/api/release-files/${sha256}`;

/** One event of the live map's stream, as it is written: `event: live`, the map on one line, a blank line. */
export const liveMapEventText = (map: LiveMap) => `event: ${LIVE_MAP_EVENT}\ndata: ${JSON.stringify(map)}\n\n`;

/** The live map (@blueprint/contract/releases) as the API answers it. */
export const liveMap = component('LiveMap', liveMapSchema);

export const releaseFilesParams = z.object({ remote: releaseRemote, release: releaseId });

/** One file of a stored release: its path inside the release (`/`-separated), its sha256 (lowercase hex), its size. */
export const storedFile = component(
  'StoredReleaseFile',
  z.object({
    path: z.string(),
    sha256: z.string().check(z.regex(SHA256_PATTERN, 'is not a lowercase hex sha256')),
    size: count,
  }),
);
export type StoredFile = z.infer<typeof storedFile>;

/** Every file of a stored release, sorted by path, hidden ones (`.server/…`) included. */
export const releaseFileList = component(
  'ReleaseFileList',
  z.object({ remote: z.string(), release: z.string(), files: z.array(storedFile) }),
);
export type ReleaseFileList = z.infer<typeof releaseFileList>;

export const releaseFileParams = z.object({
  sha256: z.string().check(z.regex(SHA256_PATTERN, 'is not a lowercase hex sha256')),
});

/**
 * `POST /api/releases/page-loads` (a page server, `Authorization: Bearer <PAGE_SERVER_SECRET>`): the pages each
 * server made since its last report, per remote and release (a page counts for the remote that owns it, under
 * the release that visitor got). Answered 204; the automatic stop reads them with the browsers' error reports.
 */
export const PAGE_LOADS_PATH = '/api/releases/page-loads';
/** How often a page server reports its page loads (only when it made some). */
export const PAGE_LOADS_REPORT_MS = 5_000;
export const pageLoadsBody = z.object({
  loads: z
    .array(
      z.object({
        remote: releaseRemote,
        release: releaseId,
        loads: z.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
      }),
    )
    .check(z.maxLength(200)),
});
export type PageLoadsBody = z.infer<typeof pageLoadsBody>;
