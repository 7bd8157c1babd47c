#!/usr/bin/env node
// npm run deploy -- <remote> <id> | npm run rollback -- <remote> | npm run releases -- <remote>: the deploy
// endpoints of the API (/api/admin/releases/…), for npm start's system and a deployment alike. Where: API_URL
// (default: this instance's API, by PORT_BASE); the credential: DEPLOY_TOKEN (default: the token npm start
// wrote in this instance's state folder). A release built in this working copy (RELEASES_DIR) is published
// first, so `npm run release` then `npm run deploy` is enough; one published from elsewhere (a team's CI) is
// deployed as the API has it. Exit 1, saying why, when the API refuses.
import os from 'node:os';
import path from 'node:path';
import { apiUrlOf, callDeployApi, deployToken } from '../lib/releases/client.mjs';
import { releasesDirOf } from '../lib/releases/places.mjs';
import { isReleaseFolder, publishRelease } from '../lib/releases/publish.mjs';
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

const token = deployToken(process.env);
const apiUrl = await apiUrlOf(process.env);
const by = process.env.DEPLOY_BY || `${os.userInfo().username}@${os.hostname()}`;
const base = `${apiUrl}/api/admin/releases/${encodeURIComponent(remote)}`;
const builtHere = command === 'deploy' ? path.join(releasesDirOf(process.env), remote, release) : '';
if (builtHere && isReleaseFolder(builtHere))
  await publishRelease({ remote, id: release, folder: builtHere, apiUrl, token });
const body = await callDeployApi({
  what: `${command} ${remote}`,
  token,
  ...(command === 'releases'
    ? { url: base, init: { method: 'GET' } }
    : {
        url: `${base}/${command}`,
        init: {
          method: 'POST',
          body: JSON.stringify(command === 'deploy' ? { release, by } : { by }),
          headers: { 'content-type': 'application/json' },
        },
      }),
});
if (command === 'releases') console.log(releasesTable(body));
else console.log(`live ${remote} ${body.live}`);
