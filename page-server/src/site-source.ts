// Where the page server learns what the site is, for each request: where the API and each remote are (the
// run-time config browsers get), which remote owns which page path (the route table), and where this server
// itself reaches a remote. Everything else asks a SiteSource, so the facts can come from elsewhere without
// touching the composition, the forms or the files: a live map of which release of each remote is live, kept
// by the API and shared by every replica, in place of the config's `remotes`; route lists learnt from each
// live remote's fragments index in place of the table compiled into the shell's build.
//
// Today's source, createLocalSiteSource: the config from a file people edit by hand while the site runs (or
// the environment), each remote moved to the release the request's audience gets (the stable one, its cohort's
// canary, a preview) by the live map the API pushes (releases/live-map-feed.ts: the last map heard, the same
// object until a deploy changes it), the route table from the shell's build (dist/remote-pages.json), each taken
// again when it changes.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  audienceKey,
  COHORTS,
  releaseFor,
  releaseManifestUrl,
  releaseOfManifestUrl,
  withLiveReleases,
  type Audience,
  type LiveMap,
} from '@blueprint/contract/releases';
import type { RemotePage, RouteList } from '@blueprint/contract/routes';
import {
  manifestUrlOf,
  parseRuntimeConfig,
  runtimeConfigFromEnv,
  type RuntimeConfig,
} from '@blueprint/contract/runtime-config';

/** The site as one request sees it: as its audience (the visitor's cohort, a preview) gets it. */
export interface Site {
  /** What browsers are told: the API and each remote's manifest, the public origin. */
  config: RuntimeConfig;
  /** Which remote owns each page path; empty on a remote's own server. */
  routes: readonly RemotePage[];
  /** The route lists learnt from the remotes that publish one (learned-routes.ts), by remote: what `routes` was made from. */
  routeLists?: Readonly<Record<string, RouteList>>;
  /** Where this server fetches a remote's files (its manifest URL): inside a private network it may differ from the browsers' address. */
  reach(remote: string): string | undefined;
  /** The release of each remote in `config` (its manifest URL's): what a page of it is counted under. */
  releases?: Readonly<Record<string, string>>;
  /** The admin's preview this site was made for: its pages say so. */
  preview?: { remote: string; release: string };
}

/**
 * Where the site's facts come from. Given an audience, the site it gets (`@blueprint/contract/releases`
 * `withLiveReleases`): one object per audience key (`audienceKey`), not per visitor; none, the stable releases.
 */
export interface SiteSource {
  current(audience?: Audience): Promise<Site>;
  /** The run-time config alone (what /runtime-config.json answers): no look-up of the route table. */
  config(audience?: Audience): Promise<RuntimeConfig>;
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

/** How many audiences' configs and sites are kept for one live map: past that, they are made again. */
const AUDIENCES_KEPT = 256;

/** A map with room for one more: emptied when full, so a flood of previews cannot grow it. */
function kept<K, V>(map: Map<K, V>): Map<K, V> {
  if (map.size >= AUDIENCES_KEPT) map.clear();
  return map;
}

/** The facts of one base config and live map, and what was made of them per audience key. */
interface Composed {
  base: RuntimeConfig;
  live: LiveMap | undefined;
  /** Each cohort's audience key, made once per map with a canary: a request without a preview computes none. */
  cohortKeys: readonly string[] | undefined;
  configs: Map<string, RuntimeConfig>;
  sites: Map<string, Site>;
}

function cohortKeysOf(map: LiveMap | undefined): readonly string[] | undefined {
  if (!map || !Object.values(map.remotes).some((entry) => entry.canary)) return undefined;
  return Array.from({ length: COHORTS }, (_, cohort) => audienceKey(map, { cohort }));
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
  // One config object per audience key and change of either: its JSON is cached per object (app.ts).
  let composed: Composed | undefined;
  const now = (): Composed => {
    const base = baseConfig();
    const map = live();
    if (composed?.base !== base || composed.live !== map) {
      composed = { base, live: map, cohortKeys: cohortKeysOf(map), configs: new Map(), sites: new Map() };
    }
    return composed;
  };
  const keyOf = ({ live: map, cohortKeys }: Composed, audience: Audience | undefined): string => {
    if (audience?.preview) return audienceKey(map, audience);
    return (audience?.cohort !== undefined && cohortKeys?.[audience.cohort]) || '';
  };
  const configOf = (state: Composed, key: string, audience: Audience | undefined): RuntimeConfig => {
    let config = state.configs.get(key);
    if (!config) {
      const { base, live: map } = state;
      config = map || key ? { ...base, remotes: withLiveReleases(base.remotes, map, audience) } : base;
      kept(state.configs).set(key, config);
    }
    return config;
  };
  const routes = routeTableFile(path.join(root, 'remote-pages.json'));
  /**
   * `<NAME>_INTERNAL_URL` (a remote's origin or manifest, e.g. its container in docker-compose, where the
   * browsers' address is the proxy's), else the address browsers use.
   */
  const internal = new Map<string, string | undefined>();
  const internalOf = (remote: string) => {
    if (!internal.has(remote)) {
      const value = env[`${remote.toUpperCase()}_INTERNAL_URL`];
      internal.set(remote, value ? manifestUrlOf(value) : undefined);
    }
    return internal.get(remote);
  };
  function siteOf(config: RuntimeConfig, routes: readonly RemotePage[], map: LiveMap | undefined, audience?: Audience) {
    // Each remote reached once per site: the internal address of the same release the browsers are sent to.
    const reached = new Map<string, string | undefined>();
    const reach = (remote: string) => {
      if (reached.has(remote)) return reached.get(remote);
      const inside = internalOf(remote);
      const release = inside && releaseFor(remote, map, audience);
      const value = inside ? (release ? releaseManifestUrl(inside, release) : inside) : config.remotes[remote];
      reached.set(remote, value);
      return value;
    };
    const releases = Object.fromEntries(
      Object.entries(config.remotes).map(([remote, manifest]) => [remote, releaseOfManifestUrl(manifest)]),
    );
    const preview = audience?.preview && { remote: audience.preview.remote, release: audience.preview.release };
    const site: Site = { config, routes, reach, releases, ...(preview ? { preview } : {}) };
    return site;
  }
  // One site per audience key and change of the config, the live map or the route table: a request allocates
  // nothing for it.
  let sitesOf: { routes: readonly RemotePage[]; state: Composed } | undefined;
  return {
    async config(audience) {
      const state = now();
      return configOf(state, keyOf(state, audience), audience);
    },
    async current(audience) {
      const state = now();
      const nowRoutes = routes();
      if (sitesOf?.state !== state || sitesOf.routes !== nowRoutes) {
        state.sites.clear();
        sitesOf = { routes: nowRoutes, state };
      }
      const key = keyOf(state, audience);
      let site = state.sites.get(key);
      if (!site) {
        site = siteOf(configOf(state, key, audience), nowRoutes, state.live, audience);
        kept(state.sites).set(key, site);
      }
      return site;
    },
  };
}
