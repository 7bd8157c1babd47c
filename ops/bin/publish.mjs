#!/usr/bin/env node
// npm run publish -- <remote> <id>: uploads a release `npm run release` built (releases/<remote>/<id>/,
// RELEASES_DIR) to the API at API_URL, with DEPLOY_TOKEN (the remote's own token, or the all-remotes one), as a
// team's CI does; `npm run deploy -- <remote> <id>` then makes it live. The last line is `published <remote> <id>`.
import path from 'node:path';
import { apiUrlOf, deployToken, fail } from '../lib/releases/client.mjs';
import { releasesDirOf } from '../lib/releases/places.mjs';
import { isReleaseFolder, publishRelease } from '../lib/releases/publish.mjs';

const [remote, id] = process.argv.slice(2);
if (!remote || !id) {
  console.error('usage: npm run publish -- <remote> <release id>');
  process.exit(2);
}
const folder = path.join(releasesDirOf(process.env), remote, id);
if (!isReleaseFolder(folder))
  fail(`${folder} is no release: build one with npm run release -- ${remote} (its last line names the id)`);

const token = deployToken(process.env);
const apiUrl = await apiUrlOf(process.env);
const { stored } = await publishRelease({ remote, id, folder, apiUrl, token });
if (stored) console.log(`npm run deploy -- ${remote} ${id} makes it live`);
console.log(`published ${remote} ${id}`);
