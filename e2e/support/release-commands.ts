// The release commands as an operator runs them beside a system of a spec's own (own-system.ts): `npm run
// release` into a temporary folder, then publish, deploy, canary, promote, rollback, preview and the releases
// list against that system's API with its deploy token.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { ROOT } from '@blueprint/ops/paths';
import type { OwnSystem } from './own-system';

const run = promisify(execFile);

export type ReleaseCommand = 'release' | 'deploy' | 'rollback' | 'releases' | 'promote' | 'preview';

export interface Commands {
  /** `npm run <command>`: its exit code, output and error output. */
  npm: (command: ReleaseCommand, args: string[], env?: NodeJS.ProcessEnv) => Promise<Outcome>;
  /** Builds a release of `remote` (the dashboard by default) and answers its id. */
  release: (env?: NodeJS.ProcessEnv, remote?: string) => Promise<string>;
  /** Deploys a release; its last line says what is live. */
  deploy: (id: string, remote?: string) => Promise<void>;
}

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

export function releaseCommands(own: () => OwnSystem, releasesDir: () => string): Commands {
  async function npm(command: ReleaseCommand, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Outcome> {
    const script = command === 'release' ? ['ops/bin/release.mjs'] : ['ops/bin/deploy-command.mjs', command];
    const { system } = own();
    try {
      const { stdout, stderr } = await run(process.execPath, [...script, ...args], {
        cwd: ROOT,
        env: {
          ...process.env,
          RELEASES_DIR: releasesDir(),
          DEPLOY_STATE_DIR: system.stateDir,
          API_URL: system.urls.api,
          SITE_URL: system.urls.shell,
          DEPLOY_TOKEN: system.deployToken,
          ...env,
        },
        maxBuffer: 16 * 1024 * 1024,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as Outcome;
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  return {
    npm,
    async release(env = {}, remote = 'dashboard') {
      const { code, stdout, stderr } = await npm('release', [remote], env);
      expect(code, stderr).toBe(0);
      const last = stdout.trim().split('\n').at(-1) ?? '';
      expect(last).toMatch(new RegExp(`^release ${remote} \\S+$`));
      return last.split(' ')[2]!;
    },
    async deploy(id, remote = 'dashboard') {
      const { code, stdout, stderr } = await npm('deploy', [remote, id]);
      expect(code, stderr).toBe(0);
      // A release built here is published first (its lines before); the last line says what is live.
      expect(stdout.trim().split('\n').at(-1)).toBe(`live ${remote} ${id}`);
    },
  };
}

/**
 * Rewrites a text in every uncompressed file of a release that holds it, as a team's change of wording would;
 * their precompressed copies (.br, .gz), which a server prefers, go, so the new wording is what is served.
 */
export function reword(folder: string, from: string, to: string) {
  let changed = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz|map)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(file, text.replaceAll(from, to));
    for (const compressed of [`${file}.br`, `${file}.gz`]) rmSync(compressed, { force: true });
    changed += 1;
  }
  expect(changed, `files of ${folder} that say "${from}"`).toBeGreaterThan(0);
}
