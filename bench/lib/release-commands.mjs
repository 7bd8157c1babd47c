// @ts-check
// The release commands (`npm run release`, `publish`, `deploy`, `promote`, `rollback`, …) as an operator runs them
// beside a bench's system: its API and deploy token, releases built into a folder of the bench's own (not the
// system's store, which has a release only once it is published). Each resolves with the command's last line.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from '@blueprint/ops/paths';

const run = promisify(execFile);

/**
 * @param {{ urls: { api: string }, deployToken: string }} system
 * @param {{ builtDir: string, env: NodeJS.ProcessEnv }} options
 */
export function releaseCommands(system, { builtDir, env }) {
  /** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [extra] */
  return async function npm(command, args, extra = {}) {
    const script = /** @type {Record<string, string[]>} */ ({
      release: ['ops/bin/release.mjs'],
      publish: ['ops/bin/publish.mjs'],
    })[command] ?? ['ops/bin/deploy-command.mjs', command];
    const { stdout } = await run(process.execPath, [...script, ...args], {
      cwd: ROOT,
      env: {
        ...env,
        API_URL: system.urls.api,
        DEPLOY_TOKEN: system.deployToken,
        RELEASES_DIR: builtDir,
        ...extra,
      },
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout.trim().split('\n').at(-1) ?? '';
  };
}
