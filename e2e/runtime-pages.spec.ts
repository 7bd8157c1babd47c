// Pages a remote adds itself: a catalog release that adds /certifications (a build of the catalog with a
// test's extra page, catalog-mfe/src/testing/extra-pages/certifications, in a folder of its own) is served by
// the running shell with no shell rebuild or restart: its server HTML, client-side navigation to it and the
// sitemap. Pointing the run-time config back at the catalog's own build takes it away again. A system of its
// own, since it moves the catalog under the shell.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm } from '@blueprint/ops/pnpm';
import { ROOT } from '@blueprint/ops/paths';
import { portsFrom, type RunningSystem } from '@blueprint/ops/system';
import type { RuntimeConfig } from '@blueprint/contract/runtime-config';
import { E2E_PORT_BASE } from './support/environment';
import { expect, test, waitForRemote } from './support/fixtures';
import { startOwnSystem, type OwnSystem } from './support/own-system';

test.describe('a page a remote release adds, with no shell release', () => {
  test.describe.configure({ mode: 'serial' });

  let own: OwnSystem;
  let system: RunningSystem;
  let release: ChildProcess | undefined;
  const ports = portsFrom(E2E_PORT_BASE + 130);
  const releasePort = ports.shell + 9;
  const releaseUrl = `http://127.0.0.1:${releasePort}`;

  /** Runs a command to its end; rejects with its output when it fails. */
  function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
    return new Promise<void>((resolve, reject) => {
      const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
      );
    });
  }

  test.beforeAll(async () => {
    // A system of its own and a catalog build take longer than a test on a busy 2-core machine.
    test.setTimeout(300_000);
    own = await startOwnSystem({ name: 'runtime-pages', offset: 130, restart: false });
    system = own.system;
    const dir = path.join(own.dir, 'catalog-release');
    const { env } = ensurePnpm();
    await run('corepack', ['pnpm', 'exec', 'rspack', 'build', '--mode', 'production'], {
      cwd: path.join(ROOT, 'catalog-mfe'),
      env: {
        ...env,
        EXTRA_PAGES: path.join(ROOT, 'catalog-mfe', 'src', 'testing', 'extra-pages', 'certifications'),
        BUILD_DIR: dir,
      },
    });
    release = spawn(
      process.execPath,
      [
        path.join(ROOT, 'page-server', 'dist', 'server.cjs'),
        'catalog',
        '--dir',
        dir,
        '--port',
        String(releasePort),
        '--host',
        '127.0.0.1',
      ],
      {
        stdio: 'ignore',
        env: { ...process.env, RUNTIME_CONFIG_FILE: '' },
      },
    );
    await expect
      .poll(async () => (await fetch(`${releaseUrl}/mf-manifest.json`).catch(() => null))?.status, { timeout: 30_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    release?.kill();
    await own?.stop();
  });

  /** Points the shell's run-time config at another catalog server, as a deploy of a release does. */
  function catalogAt(url: string) {
    const config = JSON.parse(readFileSync(system.runtimeConfigFile, 'utf8')) as RuntimeConfig;
    config.remotes.catalog = `${url}/mf-manifest.json`;
    writeFileSync(system.runtimeConfigFile, JSON.stringify(config));
  }

  const sitemap = async () => (await fetch(`${system.urls.shell}/sitemap.xml`)).text();

  test('before the release: /certifications is not a page, nor in the sitemap', async ({ request }) => {
    const response = await request.get(`${system.urls.shell}/certifications`);
    expect(response.status()).toBe(404);
    expect(await sitemap()).not.toContain('/certifications<');
  });

  test('the release: its server HTML, client navigation to it and the sitemap, with no shell rebuild', async ({
    browser,
    page,
    request,
  }) => {
    catalogAt(releaseUrl);
    // The shell learns the list within its time to live; the page's HTML arrives within its budget.
    await expect
      .poll(
        async () => {
          const response = await request.get(`${system.urls.shell}/certifications`);
          return `${response.status()} ${(await response.text()).includes('data-server-page="catalog/Certifications"')}`;
        },
        { timeout: 20_000 },
      )
      .toBe('200 true');

    // Without JavaScript, as a crawler or curl: the page's heading is in the HTML.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    const response = await plain.goto(`${system.urls.shell}/blueprint/certifications`);
    expect(response?.status()).toBe(200);
    await expect(plain.getByRole('heading', { level: 1, name: 'Certifications' })).toBeVisible();
    await expect(plain).toHaveTitle('Certifications | Blueprint Academy');
    await noScript.close();

    // In the browser: the release's navigation entry leads there without a page load.
    await page.goto(`${system.urls.shell}/courses`);
    await waitForRemote(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Certifications' }).click();
    await expect(page).toHaveURL(/\/blueprint\/certifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Certifications' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    expect(await sitemap()).toContain('/certifications</loc>');
  });

  test('back to the catalog’s own build: the page is gone again (404, not in the sitemap)', async ({
    page,
    request,
  }) => {
    catalogAt(system.urls.remotes.catalog);
    await expect
      .poll(async () => (await request.get(`${system.urls.shell}/certifications`)).status(), { timeout: 20_000 })
      .toBe(404);
    expect(await sitemap()).not.toContain('/certifications</loc>');
    await page.goto(`${system.urls.shell}/certifications`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Certifications' }),
    ).toHaveCount(0);
  });
});
