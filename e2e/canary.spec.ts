// A release meets a few people first: an admin previews a dashboard release in production while everyone else
// keeps the live one; a canary puts half the visitors on it, each visitor staying on the same release; promote
// moves everyone and rollback ends a canary; a canary whose page throws when rendered stops itself, while the
// stable visitors' requests all succeed; the Releases view shows it all on a phone. On a system of its own
// (E2E_PORT_BASE + 200), with its releases in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { LIVE_MAP_PATH } from '@blueprint/contract/api/releases';
import { PAGE_DATA } from '@blueprint/contract/page-server';
import { COHORT_COOKIE, type LiveMap } from '@blueprint/contract/releases';
import type { RuntimeConfig } from '@blueprint/contract/runtime-config';
import { ROOT } from '@blueprint/ops/paths';
import { expect, expectAccessible, test, waitForRemote } from './support/fixtures';
import { startOwnSystem, type OwnSystem } from './support/own-system';
import { releaseCommands, reword } from './support/release-commands';
import { signIn } from './support/staff';

test.describe.configure({ mode: 'serial' });

const HEADING = 'Program Registration Dashboard';
/** The heading of the release under test: a wording only it has. */
const NEXT_HEADING = 'Program Registration Dashboard, next edition';

let own: OwnSystem;
let releasesDir: string;
/** A dashboard release with its own heading and a page that throws when rendered (/dashboard-throws). */
let id = '';
const { npm, release } = releaseCommands(
  () => own,
  () => releasesDir,
);

test.beforeAll(async () => {
  // One build of the dashboard and a system of its own, on a busy 2-core machine.
  test.setTimeout(300_000);
  releasesDir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-canary-e2e-'));
  own = await startOwnSystem({ name: 'canary', offset: 200, restart: false });
  id = await release({ EXTRA_PAGES: path.join(ROOT, 'e2e', 'support', 'extra-pages', 'throws-when-rendered') });
  reword(path.join(releasesDir, 'dashboard', id), HEADING, NEXT_HEADING);
});

test.afterAll(async () => {
  await own?.stop();
  if (releasesDir) rmSync(releasesDir, { recursive: true, force: true });
});

const shell = () => own.system.urls.shell;

async function liveMap(): Promise<LiveMap> {
  return (await (await fetch(`${own.system.urls.api}${LIVE_MAP_PATH}`)).json()) as LiveMap;
}

/** The dashboard release a page's HTML was made for (its embedded run-time config), and the cookie it set. */
async function dashboardPage(cookie?: string, userAgent?: string) {
  const response = await fetch(`${shell()}/dashboard`, {
    headers: { ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  const json = new RegExp(`<script[^>]*id="${PAGE_DATA.config}"[^>]*>([^<]*)</script>`).exec(html)?.[1];
  expect(json, 'the run-time config in the page').toBeTruthy();
  const config = JSON.parse(json!) as RuntimeConfig;
  const release = /\/releases\/([^/]+)\//.exec(config.remotes.dashboard ?? '')?.[1] ?? 'base';
  const set = response.headers.getSetCookie().find((line) => line.startsWith(`${COHORT_COOKIE}=`));
  return { release, cookie: set?.split(';')[0] };
}

/** A visitor's cookie for a cohort chosen by the test. */
const cohort = (n: number) => `${COHORT_COOKIE}=${n}`;

/** The dashboard on /dashboard, signed in as the admin. */
async function openDashboard(page: Page) {
  await page.goto(`${shell()}/dashboard`);
  await waitForRemote(page);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Program Registration Dashboard/ })).toBeVisible();
}

async function openReleasesView(page: Page) {
  await page.getByRole('navigation', { name: 'Dashboard views' }).getByRole('link', { name: 'Releases' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Releases' })).toBeVisible();
  return page.getByRole('region', { name: 'Dashboard', exact: true });
}

/** The releases the page's scripts came from ('base' for the root build). */
function dashboardScripts(page: Page) {
  const releases = new Set<string>();
  const origin = own.system.urls.remotes.dashboard;
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(origin) && url.endsWith('.js')) releases.add(/\/releases\/([^/]+)\//.exec(url)?.[1] ?? 'base');
  });
  return releases;
}

async function freshContextPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('an admin previews a release: that browser alone sees it, with a badge whose way out ends it', async ({
  page,
  browser,
}) => {
  const { code, stdout, stderr } = await npm('preview', ['dashboard', id]);
  expect(code, stderr).toBe(0);
  const link = stdout.trim().split('\n').at(-1)!;
  expect(link.startsWith(`${shell()}/_preview?token=`), link).toBe(true);

  const scripts = dashboardScripts(page);
  await page.goto(link);
  const badge = page.getByRole('status').filter({ hasText: `Preview: dashboard ${id}` });
  await expect(badge).toBeVisible();
  await page.goto(`${shell()}/dashboard`);
  await waitForRemote(page);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: NEXT_HEADING })).toBeVisible();
  expect([...scripts]).toEqual([id]);

  // Someone else, at the same moment, gets the live release.
  const other = await freshContextPage(browser);
  try {
    const otherScripts = dashboardScripts(other.page);
    await other.page.goto(`${shell()}/dashboard`);
    await waitForRemote(other.page);
    await signIn(other.page);
    await expect(other.page.getByRole('heading', { level: 1, name: HEADING, exact: true })).toBeVisible();
    await expect(other.page.getByText(`Preview: dashboard ${id}`)).toHaveCount(0);
    expect([...otherScripts]).toEqual(['base']);
  } finally {
    await other.context.close();
  }

  await page.getByRole('button', { name: 'End preview' }).click();
  await expect(page.getByText(`Preview: dashboard ${id}`)).toHaveCount(0);
  await page.goto(`${shell()}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: HEADING, exact: true })).toBeVisible();
});

test('the Releases view’s Preview opens the site on that release in the admin’s browser', async ({ page }) => {
  await openDashboard(page);
  const dashboard = await openReleasesView(page);
  await dashboard.getByRole('button', { name: `Preview ${id} of Dashboard` }).click();
  await page.getByRole('dialog', { name: 'Preview Dashboard' }).getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Preview: dashboard ${id}` })).toBeVisible();
  await page.getByRole('button', { name: 'End preview' }).click();
  await expect(page.getByText(`Preview: dashboard ${id}`)).toHaveCount(0);
});

test('at a 50% canary, 200 fresh visitors split between 40% and 60%, and each stays on its release across 5 loads', async () => {
  test.setTimeout(180_000);
  const { code, stdout, stderr } = await npm('deploy', ['dashboard', id, '--canary', '50']);
  expect(code, stderr).toBe(0);
  expect(stdout.trim().split('\n').at(-1)).toBe(`canary dashboard ${id} 50%`);
  expect((await liveMap()).remotes.dashboard?.canary).toMatchObject({ release: id, percent: 50 });

  const visitors = Array.from({ length: 200 }, (_, n) => n);
  const onCanary: boolean[] = [];
  // Ten at a time: what a busy minute looks like, without queueing the whole test behind one socket.
  for (let start = 0; start < visitors.length; start += 10) {
    await Promise.all(
      visitors.slice(start, start + 10).map(async (visitor) => {
        const first = await dashboardPage();
        expect(first.cookie, `visitor ${visitor}'s cohort cookie`).toBeTruthy();
        for (let load = 2; load <= 5; load += 1) {
          const next = await dashboardPage(first.cookie);
          expect(next.release, `visitor ${visitor}, load ${load}`).toBe(first.release);
          expect(next.cookie, 'a visitor with a cohort is not given another').toBeUndefined();
        }
        expect([id, 'base']).toContain(first.release);
        onCanary[visitor] = first.release === id;
      }),
    );
  }
  const share = onCanary.filter(Boolean).length / visitors.length;
  expect(share).toBeGreaterThanOrEqual(0.4);
  expect(share).toBeLessThanOrEqual(0.6);

  // A search engine gets the stable release, and no cookie.
  const crawler = await dashboardPage(
    undefined,
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  );
  expect(crawler).toEqual({ release: 'base', cookie: undefined });
});

test('the Releases view on a phone (390 px) shows both releases with their shares; nothing scrolls sideways; axe finds nothing serious', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  const dashboard = await openReleasesView(page);
  await expect(dashboard.getByText('50%').first()).toBeVisible();
  const stop = dashboard.getByRole('button', { name: `Stop the canary of Dashboard` });
  await stop.scrollIntoViewIfNeeded();
  const box = await stop.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'document.documentElement.scrollWidth',
  ).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('promote moves everyone to the canary; rollback ends a canary and leaves the stable release', async () => {
  const promoted = await npm('promote', ['dashboard']);
  expect(promoted.code, promoted.stderr).toBe(0);
  expect(promoted.stdout.trim().split('\n').at(-1)).toBe(`live dashboard ${id}`);
  for (const n of [0, 49, 50, 99]) expect((await dashboardPage(cohort(n))).release).toBe(id);

  const back = await npm('rollback', ['dashboard']);
  expect(back.stdout.trim().split('\n').at(-1)).toBe('live dashboard base');

  const canary = await npm('deploy', ['dashboard', id, '--canary', '50']);
  expect(canary.code, canary.stderr).toBe(0);
  expect((await dashboardPage(cohort(0))).release).toBe(id);
  const ended = await npm('rollback', ['dashboard']);
  expect(ended.code, ended.stderr).toBe(0);
  expect(ended.stdout.trim().split('\n').at(-1)).toBe('live dashboard base');
  for (const n of [0, 99]) expect((await dashboardPage(cohort(n))).release).toBe('base');
  expect((await liveMap()).remotes.dashboard?.canary).toBeUndefined();

  const { stdout } = await npm('releases', ['dashboard']);
  expect(stdout).toMatch(/promote/);
  expect(stdout).toMatch(/canary-stop|canary stopped/i);
});

test('a canary whose page throws when rendered stops itself; stable visitors’ requests all succeed meanwhile', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const started = await npm('deploy', ['dashboard', id, '--canary', '50']);
  expect(started.code, started.stderr).toBe(0);
  // The shell's server learns the canary release's pages within its route lists' time to live.
  await expect
    .poll(async () => (await fetch(`${shell()}/dashboard-throws`, { headers: { cookie: cohort(0) } })).status, {
      timeout: 10_000,
    })
    .toBe(200);

  // Stable visitors, all the while: every request succeeds.
  const stableFailures: string[] = [];
  let stableRequests = 0;
  let running = true;
  const stable = (async () => {
    while (running) {
      for (const pathname of ['/dashboard', '/courses', '/']) {
        const response = await fetch(`${shell()}${pathname}`, { headers: { cookie: cohort(99) } }).catch(
          (error: Error) => ({ status: 0, statusText: error.message }),
        );
        stableRequests += 1;
        if (response.status !== 200) stableFailures.push(`${pathname}: ${response.status}`);
      }
    }
  })();

  // Canary visitors open the page that throws: each load reports the error for the canary release.
  const context = await browser.newContext();
  await context.addCookies([{ name: COHORT_COOKIE, value: '0', url: shell() }]);
  const page = await context.newPage();
  const threshold = Date.now();
  try {
    // Until the canary stops: then the page is the stable release's, which has no such page.
    for (let load = 0; load < 30; load += 1) {
      await page.goto(`${shell()}/dashboard-throws`);
      const failed = page.getByRole('heading', { name: 'The staff dashboard is temporarily unavailable' });
      const gone = page.getByRole('heading', { level: 1, name: 'Page not found' });
      await expect(failed.or(gone)).toBeVisible();
      if (await gone.isVisible()) break;
    }
    await expect
      .poll(async () => (await liveMap()).remotes.dashboard?.canary?.release ?? 'none', {
        timeout: 60_000,
        intervals: [500, 1000],
      })
      .toBe('none');
    console.log(`canary stopped ${Date.now() - threshold} ms after its first failing page load`);
  } finally {
    running = false;
    await stable;
    await context.close();
  }
  expect(stableFailures).toEqual([]);
  expect(stableRequests).toBeGreaterThan(0);

  // Everyone is on the stable release now, the canary's visitors too.
  for (const n of [0, 49, 99]) expect((await dashboardPage(cohort(n))).release).toBe('base');
  const { stdout } = await npm('releases', ['dashboard']);
  expect(stdout).toMatch(/Canary stopped automatically: \d+ errors in \d+ page loads, [\d.]+% on the stable release/);

  // The workspace says so too.
  const admin = await browser.newPage();
  try {
    await openDashboard(admin);
    const dashboard = await openReleasesView(admin);
    await expect(
      dashboard.getByText(/Canary stopped automatically: \d+ errors in \d+ page loads/).first(),
    ).toBeVisible();
  } finally {
    await admin.close();
  }
});
