// The deploy gate: whether a remote's release can run beside the live shell, from what each build publishes
// (a remote's mf-manifest.json, the shell's host-shared.json and its route table). Each refusal names the
// package and both versions, or the missing expose.
import semver from 'semver';
import type { RemotePage } from './routes.ts';

/** A shared package as mf-manifest.json lists it. */
export interface SharedPackage {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** What the gate reads of a remote's mf-manifest.json. */
export interface ReleaseManifest {
  name: string;
  shared: SharedPackage[];
  exposes: { name?: string; path?: string }[];
}

/**
 * The singletons one page must agree on: React, emotion, the router, the workspace's own package, the
 * federation runtime. A prefix ('react') covers its subpaths ('react/jsx-runtime').
 */
export const GATED_SINGLETONS = [
  'react',
  'react-dom',
  '@emotion/',
  'react-router',
  'react-router-dom',
  '@blueprint/shared',
  '@module-federation/',
];

function gated(name: string): boolean {
  return GATED_SINGLETONS.some((gate) =>
    gate.endsWith('/') ? name.startsWith(gate) : name === gate || name.startsWith(`${gate}/`),
  );
}

/** The shell's entry for a shared module: its own name, else the package it is a subpath of ('react' for 'react/jsx-runtime'). */
function hostedFor(hosted: Map<string, SharedPackage>, name: string): SharedPackage | undefined {
  for (let key = name; key; key = key.includes('/') ? key.slice(0, key.lastIndexOf('/')) : '') {
    const entry = hosted.get(key);
    if (entry) return entry;
  }
  return undefined;
}

/**
 * Whether `version` meets `range`, by npm's own rules (semver): `^1.2.3`, `~1.2.3`, `>=1 <2`, `1.x`, each clause
 * of an `||`. A version or range the gate cannot read is met (the run time decides); a prerelease counts as its
 * version.
 */
export function satisfies(version: string, range: string): boolean {
  const have = semver.coerce(version, { includePrerelease: true });
  if (!have || semver.validRange(range) === null) return true;
  return semver.satisfies(have, range, { includePrerelease: true });
}

/**
 * Why the release cannot go live beside the shell, one sentence each; none when it can.
 * - Each gated singleton both share: the shell's version must meet the release's requiredVersion (the shell
 *   loads first and provides it), and the release's version the shell's (the release may provide it to a page
 *   that loaded it first, as loaded-first sharing does).
 * - Each page of the live route table that belongs to this remote: the release must expose its module.
 */
export function gateRelease({
  host,
  release,
  remote,
  routes,
  hostName = 'the live shell',
}: {
  host: { shared: SharedPackage[] };
  release: ReleaseManifest;
  remote: string;
  routes: readonly RemotePage[];
  /** How the messages name the host: the live shell, or a shell build about to go live. */
  hostName?: string;
}): string[] {
  // Once per package: a release shares many subpaths of one ('@blueprint/shared/api', '@blueprint/shared/ui/…').
  const refusals = new Set<string>();
  const hosted = new Map(host.shared.map((entry) => [entry.name, entry]));
  for (const entry of release.shared) {
    if (!gated(entry.name)) continue;
    const live = hostedFor(hosted, entry.name);
    if (!live) continue;
    if (entry.requiredVersion && !satisfies(live.version, entry.requiredVersion)) {
      refusals.add(
        `${live.name}: the release requires ${entry.requiredVersion} (built with ${entry.version}), ${hostName} provides ${live.version}`,
      );
    } else if (live.requiredVersion && !satisfies(entry.version, live.requiredVersion)) {
      refusals.add(
        `${live.name}: the release provides ${entry.version}, ${hostName} requires ${live.requiredVersion} (built with ${live.version})`,
      );
    }
  }
  const exposed = new Set(
    release.exposes.map((expose) => (expose.path ?? `./${expose.name ?? ''}`).replace(/^\.\//, '')),
  );
  for (const page of routes) {
    if (page.remote === remote && !exposed.has(page.module))
      refusals.add(
        `${remote} does not expose ./${page.module}, which the live route table needs for /${page.path.replace(/^\//, '')}`,
      );
  }
  return [...refusals];
}
