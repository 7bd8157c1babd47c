#!/usr/bin/env node
// npm run deploy -- <remote> <id> | npm run rollback -- <remote> | npm run releases -- <remote>: the deploy
// endpoints of the API (/api/admin/releases/…), for npm start's system and a deployment alike. Where: API_URL
// (default: this instance's API, by PORT_BASE); the credential: DEPLOY_TOKEN (default: the token npm start
// wrote in this instance's state folder). Exit 1, saying why, when the API refuses.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPLOY_TOKEN_FILE, deployStateDirOf } from '../lib/releases/places.mjs';
import { releasesTable } from '../lib/releases/table.mjs';

const [command, remote, release] = process.argv.slice(2);
const usage = {
  deploy: 'npm run deploy -- <remote> <release id>',
  rollback: 'npm run rollback -- <remote>',
  releases: 'npm run releases -- <remote>',
};
if (!command || !(command in usage) || !remote || (command === 'deploy' && !release)) {
  console.error(
    `usage: ${usage[/** @type {keyof typeof usage} */ (command)] ?? Object.values(usage).join('\n       ')}`,
  );
  process.exit(2);
}

function token() {
  if (process.env.DEPLOY_TOKEN) return process.env.DEPLOY_TOKEN;
  const file = path.join(deployStateDirOf(process.env), DEPLOY_TOKEN_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    console.error(`No deploy token: set DEPLOY_TOKEN, or start the site with npm start (it writes ${file})`);
    process.exit(1);
  }
}

// The contract is TypeScript: Node reads it once this is registered.
await import('@blueprint/tsconfig/register.mjs');
const { portBaseOf, portsFrom } = await import('@blueprint/contract/topology');
const apiUrl = (process.env.API_URL || `http://localhost:${portsFrom(portBaseOf(process.env)).api}`).replace(
  /\/+$/,
  '',
);
const by = process.env.DEPLOY_BY || `${os.userInfo().username}@${os.hostname()}`;
const base = `${apiUrl}/api/admin/releases/${encodeURIComponent(remote)}`;
const request =
  command === 'releases'
    ? { url: base, init: { method: 'GET' } }
    : {
        url: `${base}/${command}`,
        init: {
          method: 'POST',
          body: JSON.stringify(command === 'deploy' ? { release, by } : { by }),
          headers: { 'content-type': 'application/json' },
        },
      };

let response;
try {
  response = await fetch(request.url, {
    ...request.init,
    headers: { ...request.init.headers, authorization: `Bearer ${token()}` },
    signal: AbortSignal.timeout(30_000),
  });
} catch (error) {
  console.error(
    `${command} ${remote}: the API at ${apiUrl} does not answer (${/** @type {Error} */ (error).cause?.message ?? /** @type {Error} */ (error).message})`,
  );
  process.exit(1);
}
const body = await response.json().catch(() => ({}));
if (!response.ok) {
  const details = Array.isArray(body.errors) ? ` (${body.errors.map((e) => `${e.field}: ${e.msg}`).join('; ')})` : '';
  console.error(
    `${command} ${remote} refused (HTTP ${response.status}): ${body.message ?? response.statusText}${details}`,
  );
  process.exit(1);
}
if (command === 'releases') console.log(releasesTable(body));
else console.log(`live ${remote} ${body.live}`);
