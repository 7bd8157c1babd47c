// Where the page server learns what the site is, for each request: where the API and each remote are (the
// run-time config browsers get), which remote owns which page path (the route table), and where this server
// itself reaches a remote. Everything else asks a SiteSource, so the facts can come from elsewhere without
// touching the composition, the forms or the files: a live map of which release of each remote is live, kept
// by the API and shared by every replica, in place of the config's `remotes`; route lists learnt from each
// live remote's fragments index in place of the table compiled into the shell's build.
//
// Today's source, createLocalSiteSource: the config from a file people edit by hand while the site runs (or
// the environment), each remote moved to its live release by the live map the API pushes (releases/
// live-map-feed.ts: the last map heard, the same object until a deploy changes it), the route table from the
// shell's build (dist/remote-pages.json), each taken again when it changes.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { withLiveReleases, type LiveMap } from '@blueprint/contract/releases';
import type { RemotePage, RouteList } from '@blueprint/contract/routes';
import {
  manifestUrlOf,
  parseRuntimeConfig,
  runtimeConfigFromEnv,
  type RuntimeConfig,
} from '@blueprint/contract/runtime-config';

/** The site as one request sees it. */
export interface Site {
  /** What browsers are told: the API and each remote's manifest, the public origin. */
  config: RuntimeConfig;
  /** Which remote owns each page path; empty on a remote's own server. */
  routes: readonly RemotePage[];
  /** The route lists learnt from the remotes that publish one (learned-routes.ts), by remote: what `routes` was made from. */
  routeLists?: Readonly<Record<string, RouteList>>;
  /** Where this server fetches a remote's files (its manifest URL): inside a private network it may differ from the browsers' address. */
  reach(remote: string): string | undefined;
}

export interface SiteSource {
  current(): Promise<Site>;
  /** The run-time config alone (what /runtime-config.json answers): no look-up of the route table. */
  config(): Promise<RuntimeConfig>;
}

type Env = Record<string, string | undefined>;
type Logger = Pick<Console, 'warn'>;

/**
 * A file's text, read again only when its modification time or size changed. Looked at once per turn of the
 * event loop: the requests that arrive together (read from their sockets in one turn) see the same file, and a
 * change is seen by the next turn's.
 */
function changes(file: string) {
  let seen = '';
  let lookedAt = false;
  /** The new text; undefined when unchanged since the last call, null when there is no file. Throws what reading throws. */
  return (): string | null | undefined => {
    if (lookedAt) return seen === '' ? null : undefined;
    lookedAt = true;
    setImmediate(() => (lookedAt = false));
    // No exception for a missing file: a remote's server asks for its absent route table on every request.
    const stat = statSync(file, { throwIfNoEntry: false });
    // The inode too: a file replaced by a rename (how an editor or a deploy tool may save it) is a new one.
    const version = stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : '';
    if (version === seen) return stat ? undefined : null;
    seen = version;
    return stat ? readFileSync(file, 'utf8') : null;
  };
}

/**
 * The run-time config from a file people edit by hand while the site runs. A missing file means the
 * environment's config; a broken edit (bad JSON, a wrong URL) keeps the last good config and logs why, once per
 * edit, so a typo never takes the site down.
 */
export function runtimeConfigFile(file: string, fromEnv: RuntimeConfig, logger: Logger): () => RuntimeConfig {
  const edits = changes(file);
  let good = fromEnv;
  let current = fromEnv;
  return () => {
    let text: string | null | undefined;
    try {
      text = edits();
    } catch (error) {
      logger.warn(`${file}: cannot be read (${(error as Error).message}); keeping the last good run-time config`);
      return good;
    }
    if (text === undefined) return current;
    if (text === null) return (current = fromEnv);
    try {
      good = parseRuntimeConfig(JSON.parse(text));
    } catch (error) {
      logger.warn(`${file}: ${(error as Error).message}; keeping the last good run-time config`);
    }
    return (current = good);
  };
}

/** The shell's route table from its build, read again when a new build replaces it; [] without one (a remote's server). */
function routeTableFile(file: string): () => readonly RemotePage[] {
  const edits = changes(file);
  // One empty table, not one per look: the site is made again only when something changed.
  const none: readonly RemotePage[] = [];
  let routes = none;
  return () => {
    try {
      const text = edits();
      if (text !== undefined) routes = text === null ? none : (JSON.parse(text) as RemotePage[]);
    } catch {
      routes = none;
    }
    return routes;
  };
}

export interface LocalSiteOptions {
  /** The app's build: the shell's holds its route table. */
  root: string;
  /** The run-time config people edit (RUNTIME_CONFIG_FILE); default: none, the environment's. */
  runtimeConfigFile?: string;
  /**
   * The live map now (the API's, pushed: releases/live-map-feed.ts), the same object until it changes; default:
   * none, each remote's base build is live.
   */
  liveMap?: () => LiveMap | undefined;
  env?: Env;
  logger?: Logger;
}

export function createLocalSiteSource({
  root,
  runtimeConfigFile: file,
  liveMap: live = () => undefined,
  env = process.env,
  logger = console,
}: LocalSiteOptions): SiteSource {
  const fromEnv = runtimeConfigFromEnv(env);
  // Never a file left in a build folder: the environment a server is started with is what it says, unless
  // it names a file.
  const baseConfig = file ? runtimeConfigFile(file, fromEnv, logger) : () => fromEnv;
  // One config object per change of either: its JSON is cached per object (app.ts).
  let composed: { base: RuntimeConfig; live: LiveMap | undefined; config: RuntimeConfig } | undefined;
  const config = (): RuntimeConfig => {
    const base = baseConfig();
    const map = live();
    if (composed?.base !== base || composed.live !== map) {
      composed = { base, live: map, config: map ? { ...base, remotes: withLiveReleases(base.remotes, map) } : base };
    }
    return composed.config;
  };
  const routes = routeTableFile(path.join(root, 'remote-pages.json'));
  /**
   * `<NAME>_INTERNAL_URL` (a remote's origin or manifest, e.g. its container in docker-compose, where the
   * browsers' address is the proxy's), else the address browsers use.
   */
  const internal = new Map<string, string | undefined>();
  function reachFor(current: RuntimeConfig) {
    const map = live();
    return (remote: string) => {
      if (!internal.has(remote)) {
        const value = env[`${remote.toUpperCase()}_INTERNAL_URL`];
        internal.set(remote, value ? manifestUrlOf(value) : undefined);
      }
      const inside = internal.get(remote);
      // The internal address of the same release the browsers are sent to.
      return inside ? withLiveReleases({ [remote]: inside }, map)[remote] : current.remotes[remote];
    };
  }
  // One object per change of the config, the live map or the route table: a request allocates nothing for it.
  let site: Site | undefined;
  return {
    async config() {
      return config();
    },
    async current() {
      const nowConfig = config();
      const nowRoutes = routes();
      if (site?.config !== nowConfig || site.routes !== nowRoutes)
        site = { config: nowConfig, routes: nowRoutes, reach: reachFor(nowConfig) };
      return site;
    },
  };
}
