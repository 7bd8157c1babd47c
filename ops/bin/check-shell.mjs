#!/usr/bin/env node
// npm run check-shell [-- --dir shell/dist]: the deploy gate the other way round, before a shell build goes
// live: what it shares (host-shared.json) and its route table (remote-pages.json) against each live remote's
// release, as the running site names them (SITE_URL/runtime-config.json; default this instance's shell, by
// PORT_BASE). Prints `shell fits the live remotes`, or exits 1 naming each package and both versions, or each
// module the route table needs that a live remote does not expose.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../lib/paths.mjs';

await import('@blueprint/tsconfig/register.mjs');
const { gateRelease } = await import('@blueprint/contract/release-gate');
const { portBaseOf, portsFrom } = await import('@blueprint/contract/topology');

const { values } = parseArgs({ options: { dir: { type: 'string', default: path.join(ROOT, 'shell', 'dist') } } });
const dir = path.resolve(values.dir);
const read = (file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
let host;
let routes;
try {
  host = read('host-shared.json');
  routes = read('remote-pages.json');
} catch (error) {
  console.error(`No shell build to check in ${dir}: ${error.message}`);
  process.exit(1);
}

const site = (process.env.SITE_URL || `http://localhost:${portsFrom(portBaseOf(process.env)).shell}`).replace(
  /\/+$/,
  '',
);
async function json(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

try {
  const { remotes } = await json(`${site}/runtime-config.json`);
  const refusals = [];
  for (const [remote, manifestUrl] of Object.entries(remotes)) {
    const manifest = await json(manifestUrl);
    const release = manifest.metaData?.buildInfo?.buildVersion ?? 'unknown';
    for (const reason of gateRelease({ host, release: manifest, remote, routes, hostName: 'this shell' }))
      refusals.push(`${remote} (live release ${release}): ${reason}`);
  }
  if (refusals.length) {
    console.error(`The shell in ${dir} cannot go live beside the live remotes of ${site}:\n  ${refusals.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`shell fits the live remotes of ${site}`);
} catch (error) {
  console.error(`check-shell: ${error.cause?.message ?? error.message}`);
  process.exit(1);
}
