// The shell's promise: a remote that is down, hung or moved never blanks the site. These tests stop and move
// remotes, so they run against a system of their own, one test at a time. Its supervisor waits 3 s before
// restarting a killed service (npm start: 0.5 s), long enough to see the fallback every time.
import type { Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { portsFrom, type RunningSystem } from '@blueprint/ops/system';
import { E2E_PORT_BASE } from './support/environment';
import { expect, test, waitForRemote } from './support/fixtures';
import { startOwnSystem, type OwnSystem } from './support/own-system';
import type { RuntimeConfig } from '@blueprint/contract/runtime-config';

test.describe.configure({ mode: 'serial' });

let own: OwnSystem;
let system: RunningSystem;
const ports = portsFrom(E2E_PORT_BASE + 40);

test.beforeAll(async () => {
  // Starting a whole system of its own beside the suite's takes longer than a test on a busy 2-core machine.
  test.setTimeout(180_000);
  own = await startOwnSystem({
    name: 'resilience',
    offset: 40,
    restart: { initialMs: 3000, maxMs: 10_000, stableMs: 60_000 },
  });
  system = own.system;
});

test.afterAll(async () => {
  await own?.stop();
});

/** The supervisor's view of the dashboard's page server. */
function dashboardServer() {
  const status = system.status().dashboard;
  if (!status) throw new Error('the dashboard is not part of this system');
  return status;
}

const fallback = (page: Page) => page.getByRole('heading', { name: /temporarily unavailable/ });

test('a stopped remote shows a readable fallback with Retry within 6 s, and the rest keeps working', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'error' && warnings.push(message.text()));
  await page.goto(`${system.urls.shell}/about`);
  await waitForRemote(page);

  await system.stop('dashboard');
  const started = Date.now();
  await page.goto(`${system.urls.shell}/dashboard`);
  await expect(fallback(page)).toBeVisible({ timeout: 6000 });
  expect(Date.now() - started).toBeLessThan(6000);
  await expect(page.getByText('The rest of the site still works')).toBeVisible();

  // Header, footer, theme and the other remotes still work.
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await waitForRemote(page);
  await expect(fallback(page)).toHaveCount(0);

  // Back up: Retry really retries.
  await page.goBack();
  await expect(fallback(page)).toBeVisible();
  await system.start('dashboard');
  await page.getByRole('button', { name: 'Retry' }).click();
  await waitForRemote(page);
  await expect(fallback(page)).toHaveCount(0);
  expect(warnings.filter((text) => /Uncaught/.test(text))).toEqual([]);
});

test('a page server killed with -9 is restarted by the supervisor, and only its pages fall back meanwhile', async ({
  page,
}) => {
  const killed = dashboardServer();
  expect(killed.state).toBe('running');
  process.kill(killed.pid!, 'SIGKILL');
  const killedAt = Date.now();

  // The shell, the API and the other remotes keep answering.
  const others = [`${system.urls.shell}/about`, `${system.urls.api}/api/health`];
  for (const name of ['marketing', 'catalog', 'internship']) others.push(system.runtimeConfig.remotes[name]!);
  for (const target of others) expect((await fetch(target)).status, target).toBe(200);

  await page.goto(`${system.urls.shell}/dashboard`);
  await expect(fallback(page)).toBeVisible({ timeout: 6000 });
  const killToFallback = Date.now() - killedAt;
  expect(killToFallback).toBeLessThan(6000);
  test.info().annotations.push({ type: 'kill -9 to fallback', description: `${killToFallback} ms` });
  console.info(`kill -9 of the dashboard's server (pid ${killed.pid}) to its fallback: ${killToFallback} ms`);

  await expect.poll(() => dashboardServer().state, { timeout: 15_000 }).toBe('running');
  const restarted = dashboardServer();
  expect(restarted.pid).not.toBe(killed.pid);
  expect(restarted.restarts).toBe(killed.restarts + 1);
  await page.getByRole('button', { name: 'Retry' }).click();
  await waitForRemote(page);
  await expect(fallback(page)).toHaveCount(0);
});

test('a remote stopped while the site is open fails only where it is needed', async ({ page }) => {
  await page.goto(`${system.urls.shell}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await system.stop('internship');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Internship' }).click();
  await expect(fallback(page)).toBeVisible({ timeout: 6000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await waitForRemote(page);
  await system.start('internship');
});

test('a hung remote turns into the fallback within 6 s', async ({ page }) => {
  // The server accepts the request and never answers.
  await page.route(`${system.urls.remotes.catalog}/**`, () => new Promise(() => {}));
  const started = Date.now();
  await page.goto(`${system.urls.shell}/courses/autocad`);
  await expect(fallback(page)).toBeVisible({ timeout: 6000 });
  expect(Date.now() - started).toBeLessThan(6000);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a remote moved to another port is found by editing runtime-config.json, without rebuilding the shell', async ({
  page,
}) => {
  const newPort = ports.shell + 7;
  const original = readFileSync(system.runtimeConfigFile, 'utf8');
  await system.start('marketing', newPort); // stops it on its old port
  const config = JSON.parse(original) as RuntimeConfig;
  config.remotes.marketing = `http://localhost:${newPort}/mf-manifest.json`;
  writeFileSync(system.runtimeConfigFile, JSON.stringify(config));

  const fromNewPort = page.waitForRequest((request) => request.url().startsWith(`http://localhost:${newPort}/`));
  await page.goto(`${system.urls.shell}/about`);
  await fromNewPort;
  await waitForRemote(page);
  await expect(fallback(page)).toHaveCount(0);

  writeFileSync(system.runtimeConfigFile, original);
  await system.start('marketing');
});
