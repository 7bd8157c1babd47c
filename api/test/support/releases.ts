// Deploys set up for a test: dashboard releases in a temporary folder as `npm run release` writes them, the
// live shell's build served as its page server answers it, and an API whose deploy token is TOKEN.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import dashboard from '@blueprint/contract/fixtures/dashboard-mf-manifest.json' with { type: 'json' };
import hostShared from '@blueprint/contract/fixtures/shell-host-shared.json' with { type: 'json' };
import remotePages from '@blueprint/contract/fixtures/shell-remote-pages.json' with { type: 'json' };
import { buildTestApp, type TestApp } from '../helper';

export const TOKEN = 'a-deploy-token-for-the-tests-0123456789';
/** The dashboard team's own token (DEPLOY_TOKEN_DASHBOARD): the dashboard alone. */
export const DASHBOARD_TOKEN = 'the-dashboard-teams-deploy-token-0123456789';

/** The files of a dashboard release as `npm run release` writes them: its manifest and release.json. */
export function releaseFiles(id: string, manifest: object = dashboard, remote = 'dashboard'): Record<string, string> {
  return {
    'mf-manifest.json': JSON.stringify(manifest),
    'release.json': JSON.stringify({ remote, release: id, commit: id.slice(-12), builtAt: '2026-11-27T10:00:00.000Z' }),
  };
}

/** A release folder of the dashboard as `npm run release` writes it. */
function writeRelease(releasesDir: string, id: string, manifest: object) {
  const folder = path.join(releasesDir, 'dashboard', id);
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(releaseFiles(id, manifest))) writeFileSync(path.join(folder, name), text);
}

export interface Deploys {
  api: TestApp;
  /** The folder of the state (DEPLOY_STATE_DIR: `state/`) and the releases (`releases/`). */
  dir: string;
  close(): Promise<void>;
}

/** `releases`: each release id with its manifest (the dashboard's own by default). */
export async function withDeploys(releases: ReadonlyArray<readonly [string, object?]>): Promise<Deploys> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-releases-'));
  for (const [id, manifest = dashboard] of releases) writeRelease(path.join(dir, 'releases'), id, manifest);
  const shell = createServer((request, response) => {
    const body =
      request.url === '/host-shared.json' ? hostShared : request.url === '/remote-pages.json' ? remotePages : undefined;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
  const api = await buildTestApp({
    deploy: {
      token: TOKEN,
      remoteTokens: { dashboard: DASHBOARD_TOKEN },
      stateDir: path.join(dir, 'state'),
      releasesDir: path.join(dir, 'releases'),
      shellUrl: `http://127.0.0.1:${(shell.address() as AddressInfo).port}`,
    },
  });
  return {
    api,
    dir,
    async close() {
      await api.close();
      await new Promise((resolve) => shell.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
