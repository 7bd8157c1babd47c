#!/usr/bin/env node
// npm run deploy -- <remote> <id> [--canary <percent>] | promote -- <remote> | rollback -- <remote> |
// releases -- <remote> | preview -- <remote> <id>: the deploy endpoints of the API (/api/admin/releases/…), for
// npm start's system and a deployment alike. Where: API_URL (default: this instance's API, by PORT_BASE); the
// credential: DEPLOY_TOKEN (default: the token npm start wrote in this instance's state folder). A release built
// in this working copy (RELEASES_DIR) is published first by deploy and preview, so `npm run release` then
// `npm run deploy` is enough; one published from elsewhere (a team's CI) is used as the API has it. The last line
// says what holds now (`live <remote> <id>`, `canary <remote> <id> <percent>%`, or a preview's link). Exit 1,
// saying why, when the API refuses; exit 2 with the usage for a command line that is not one.
import os from 'node:os';
import path from 'node:path';
import { apiUrlOf, callDeployApi, deployToken, siteUrlOf } from '../lib/releases/client.mjs';
import { parseCommandLine } from '../lib/releases/command-line.mjs';
import { releasesDirOf } from '../lib/releases/places.mjs';
import { isReleaseFolder, publishRelease } from '../lib/releases/publish.mjs';
import { releasesTable } from '../lib/releases/table.mjs';

const parsed = parseCommandLine(process.argv.slice(2));
if ('error' in parsed) {
  console.error(parsed.error);
  process.exit(2);
}
const { command, remote, release, canary } = parsed;

const token = deployToken(process.env);
const apiUrl = await apiUrlOf(process.env);
const by = process.env.DEPLOY_BY || `${os.userInfo().username}@${os.hostname()}`;
const base = `${apiUrl}/api/admin/releases/${encodeURIComponent(remote)}`;
const what = `${command} ${remote}`;
/** @param {string} action @param {object} body */
const post = (action, body) =>
  callDeployApi({
    what,
    token,
    url: `${base}/${action}`,
    init: { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
  });
const list = () => callDeployApi({ what, token, url: base, init: { method: 'GET' } });

if (release) {
  const builtHere = path.join(releasesDirOf(process.env), remote, release);
  if (isReleaseFolder(builtHere)) await publishRelease({ remote, id: release, folder: builtHere, apiUrl, token });
}

switch (command) {
  case 'releases':
    console.log(releasesTable(await list()));
    break;
  case 'deploy': {
    const answer = await post('deploy', { release, by, ...(canary === undefined ? {} : { canary }) });
    // What the API answered, not what was asked: an API that made it live for everyone says so.
    if (answer.canary) {
      console.log(`${remote} ${answer.live} stays live for the other ${100 - answer.canary.percent}% of visitors`);
      console.log(`canary ${remote} ${answer.canary.release} ${answer.canary.percent}%`);
    } else console.log(`live ${remote} ${answer.live}`);
    break;
  }
  case 'promote': {
    const answer = await post('promote', { by });
    console.log(`live ${remote} ${answer.live}`);
    break;
  }
  case 'rollback': {
    // Whether a canary runs decides what the rollback does (it ends the canary and leaves the stable release).
    const before = await list();
    const answer = await post('rollback', { by });
    if (before.canary && !answer.canary && answer.live === before.live.release)
      console.log(`canary of ${remote} ended (${before.canary.release} at ${before.canary.percent}%)`);
    console.log(`live ${remote} ${answer.live}`);
    break;
  }
  case 'preview': {
    const link = await post('preview', { release, by });
    console.log(`Preview of ${link.remote} ${link.release} until ${link.expiresAt}, for the browser that opens:`);
    console.log(`${await siteUrlOf(process.env)}${link.path}`);
    break;
  }
}
