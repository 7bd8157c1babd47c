// Deploys set up for a test: dashboard releases in the API's release store as `npm run publish` leaves them, the
// live shell's build served as its page server answers it, and an API whose deploy token is TOKEN.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import dashboard from '@blueprint/contract/fixtures/dashboard-mf-manifest.json' with { type: 'json' };
import hostShared from '@blueprint/contract/fixtures/shell-host-shared.json' with { type: 'json' };
import remotePages from '@blueprint/contract/fixtures/shell-remote-pages.json' with { type: 'json' };
import type { Config } from '../../src/config';
import type { ReleaseFile } from '../../src/releases/release-store';
import { buildTestApp, type TestApp, type TestStorage } from '../helper';

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

/** Files by path, as the release store takes them. */
export const storeFiles = (files: Record<string, string | Buffer>): ReleaseFile[] =>
  Object.entries(files).map(([path, content]) => ({ path, bytes: Buffer.from(content) }));

/** Stores a release of `remote` (the dashboard's manifest by default) in the app's release store. */
export async function storeRelease(api: TestApp, id: string, manifest: object = dashboard, remote = 'dashboard') {
  const outcome = await api.app.releases.store.put(remote, id, storeFiles(releaseFiles(id, manifest, remote)));
  if (outcome === 'different') throw new Error(`${remote} ${id} is stored with other files`);
}

/** The live shell's page server: its build's host-shared.json and remote-pages.json, after `delayMs`. */
export interface ShellStub {
  url: string;
  /** Requests it has been sent. */
  readonly requests: number;
  close(): Promise<void>;
}

export async function startShell({ delayMs = 0 }: { delayMs?: number } = {}): Promise<ShellStub> {
  let requests = 0;
  const shell = createServer((request, response) => {
    requests += 1;
    const body =
      request.url === '/host-shared.json' ? hostShared : request.url === '/remote-pages.json' ? remotePages : undefined;
    setTimeout(
      () =>
        response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {})),
      delayMs,
    );
  });
  await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(shell.address() as AddressInfo).port}`,
    get requests() {
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        shell.closeAllConnections();
        shell.close(() => resolve());
      }),
  };
}

/** The deploy settings of a test API: TOKEN, DASHBOARD_TOKEN, and the shell at `shellUrls`. */
export const deploySettings = (shellUrls: string[]): NonNullable<Config['deploy']> => ({
  token: TOKEN,
  remoteTokens: { dashboard: DASHBOARD_TOKEN },
  shellUrls,
});

export interface Deploys {
  api: TestApp;
  shell: ShellStub;
  close(): Promise<void>;
}

/** The secret a test API shares with its page servers (PAGE_SERVER_SECRET). */
export const PAGE_SERVER_SECRET = 'the-page-servers-secret-for-the-tests-0123456789';

/**
 * `releases`: each release id with its manifest (the dashboard's own by default), stored before the test.
 * `shellDelayMs`: how long the shell takes to answer (the gate waits for it). `storage`: an existing database
 * (left as it is on close). `config`: more settings of the API (PAGE_SERVER_SECRET, the automatic stop's).
 */
export async function withDeploys(
  releases: ReadonlyArray<readonly [string, object?]>,
  {
    shellDelayMs = 0,
    storage,
    config = {},
  }: { shellDelayMs?: number; storage?: TestStorage; config?: Partial<Config> } = {},
): Promise<Deploys> {
  const shell = await startShell({ delayMs: shellDelayMs });
  let api: TestApp;
  try {
    api = await buildTestApp({ deploy: deploySettings([shell.url]), ...config }, { storage });
  } catch (error) {
    await shell.close();
    throw error;
  }
  for (const [id, manifest = dashboard] of releases) await storeRelease(api, id, manifest);
  return {
    api,
    shell,
    async close() {
      await api.close();
      await shell.close();
    },
  };
}
