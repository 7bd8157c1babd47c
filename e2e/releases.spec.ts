// Releases of one remote, deployed and rolled back while a tab is open: the tab keeps loading the release it
// started with (every view opens, no 404, no chunk of the other release), the next page load gets the live
// one; and a release built against a new major of @blueprint/shared is refused by `npm run deploy`, naming
// the package and both versions, with the live site unchanged; an admin rolls back from the workspace's Releases
// view, and the next page load gets the previous release; a release whose page throws when rendered shows up in
// `npm run releases` within 10 s, counted against its release id (the shell's browser error reports). On a
// system of its own (E2E_PORT_BASE + 170), with its releases in a temporary folder.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import type { RuntimeConfig } from '@blueprint/contract/runtime-config';
import { ROOT } from '@blueprint/ops/paths';
import { expect, expectAccessible, test, waitForRemote } from './support/fixtures';
import { startOwnSystem, type OwnSystem } from './support/own-system';
import { fillInternship, internshipForm } from './support/internship-form';
import { releaseCommands, reword } from './support/release-commands';
import { signIn } from './support/staff';

/** The installed @blueprint/shared, and its next major, which a release is built against to be refused. */
const SHARED = (JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string })
  .version;
const NEXT_MAJOR = `${Number(SHARED.split('.')[0]) + 1}.0.0`;

test.describe.configure({ mode: 'serial' });

let own: OwnSystem;
let releasesDir: string;
/** Two releases of the dashboard built from this tree, and one built against the next major of @blueprint/shared. */
const ids = { first: '', second: '', sharedMajor: '' };

const { npm, release, deploy } = releaseCommands(
  () => own,
  () => releasesDir,
);

test.beforeAll(async () => {
  // Three builds of the dashboard and a system of its own, on a busy 2-core machine.
  test.setTimeout(420_000);
  releasesDir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-releases-e2e-'));
  own = await startOwnSystem({ name: 'releases', offset: 170, restart: false });
  ids.first = await release();
  ids.second = await release();
  ids.sharedMajor = await release({ BLUEPRINT_SHARED_VERSION: NEXT_MAJOR });
});

test.afterAll(async () => {
  await own?.stop();
  if (releasesDir) rmSync(releasesDir, { recursive: true, force: true });
});

/** Every answer the dashboard's server gives this tab. */
function dashboardAnswers(page: Page) {
  const answers: Response[] = [];
  const origin = own.system.urls.remotes.dashboard;
  page.on('response', (response) => {
    if (response.url().startsWith(origin)) answers.push(response);
  });
  return answers;
}

/** Signed in on /dashboard, the workspace shown. */
async function openDashboard(page: Page) {
  await page.goto(`${own.system.urls.shell}/dashboard`);
  await waitForRemote(page);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Program Registration Dashboard' })).toBeVisible();
}

/** Opens every view of the workspace in turn: each one shows, none falls back to "unavailable". */
async function openEveryView(page: Page) {
  const views = page.getByRole('navigation', { name: 'Dashboard views' }).getByRole('link');
  const names = await views.allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(4);
  for (const name of [...names.slice(1), names[0]!]) {
    const link = views.filter({ hasText: name.trim() });
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: /temporarily unavailable/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Program Registration Dashboard' })).toBeVisible();
  }
}

/** The releases the answers came from ('base' for the root build); fails on any answer that is not a success. */
function releasesOf(answers: Response[]) {
  const failed = answers
    .filter((answer) => answer.status() >= 400)
    .map((answer) => `${answer.status()} ${answer.url()}`);
  expect(failed).toEqual([]);
  const files = answers.filter((answer) => /\.(js|json)$/.test(new URL(answer.url()).pathname));
  return [...new Set(files.map((answer) => /\/releases\/([^/]+)\//.exec(answer.url())?.[1] ?? 'base'))];
}

/** Reloads the tab: every view opens, each from `release` alone. */
async function expectNextLoadOn(page: Page, answers: Response[], release: string) {
  answers.length = 0;
  await page.reload();
  await waitForRemote(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Program Registration Dashboard' })).toBeVisible();
  await openEveryView(page);
  expect(releasesOf(answers)).toEqual([release]);
}

/** `npm run releases` says `to` is live, and its log's last line is that change. */
async function expectListed(action: 'deploy' | 'rollback', from: string, to: string) {
  const listing = await npm('releases', ['dashboard']);
  expect(listing.stdout).toContain(`live ${to}`);
  expect(listing.stdout).toMatch(new RegExp(`${action} +${from} -> ${to}`));
}

async function liveConfig(): Promise<RuntimeConfig> {
  return (await (await fetch(`${own.system.urls.shell}/runtime-config.json`)).json()) as RuntimeConfig;
}

test('a tab open on the dashboard across a deploy keeps working on its release; the next load gets the new one', async ({
  page,
}) => {
  await deploy(ids.first);
  const answers = dashboardAnswers(page);
  await openDashboard(page);
  expect(releasesOf(answers)).toEqual([ids.first]);

  await deploy(ids.second);
  expect((await liveConfig()).remotes.dashboard).toContain(`/releases/${ids.second}/`);
  await openEveryView(page);
  expect(releasesOf(answers)).toEqual([ids.first]);

  await expectNextLoadOn(page, answers, ids.second);
});

test('the same across a rollback: the open tab stays whole, the next load gets the previous release', async ({
  page,
}) => {
  const answers = dashboardAnswers(page);
  await openDashboard(page);
  expect(releasesOf(answers)).toEqual([ids.second]);

  const { code, stdout } = await npm('rollback', ['dashboard']);
  expect(code).toBe(0);
  expect(stdout.trim()).toBe(`live dashboard ${ids.first}`);
  await openEveryView(page);
  expect(releasesOf(answers)).toEqual([ids.second]);

  await expectNextLoadOn(page, answers, ids.first);

  await expectListed('rollback', ids.second, ids.first);
});

test('a release built against a new major of @blueprint/shared is refused by npm run deploy, and the live site is unchanged', async ({
  page,
}) => {
  const before = await liveConfig();
  const { code, stderr } = await npm('deploy', ['dashboard', ids.sharedMajor]);
  expect(code).toBe(1);
  expect(stderr).toContain(
    `@blueprint/shared: the release requires ^${NEXT_MAJOR} (built with ${NEXT_MAJOR}), the live shell provides ${SHARED}`,
  );
  expect(await liveConfig()).toEqual(before);

  const answers = dashboardAnswers(page);
  await openDashboard(page);
  await openEveryView(page);
  expect(releasesOf(answers)).toEqual([ids.first]);
});

test('an admin rolls back from the workspace’s Releases view; the next load gets the previous release', async ({
  page,
}) => {
  // Live now: the first release (rolled back to above), the second before it.
  const answers = dashboardAnswers(page);
  await openDashboard(page);
  await page.getByRole('navigation', { name: 'Dashboard views' }).getByRole('link', { name: 'Releases' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Releases' })).toBeVisible();
  const dashboard = page.getByRole('region', { name: 'Dashboard', exact: true });
  const releases = dashboard.getByRole('table', { name: 'Releases of Dashboard, newest first' });
  await expect(releases.getByRole('rowheader', { name: `${ids.first} Live` })).toBeVisible();
  await expect(releases.getByRole('rowheader', { name: ids.second, exact: true })).toBeVisible();

  await dashboard.getByRole('button', { name: `Roll back Dashboard to ${ids.second}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Roll back Dashboard' });
  await expect(dialog).toContainText(
    `Make ${ids.second} the live release of Dashboard again, in place of ${ids.first}?`,
  );
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Dashboard is back on ${ids.second}. It takes effect on the next page load.` }),
  ).toBeVisible();
  await expect(releases.getByRole('rowheader', { name: `${ids.second} Live` })).toBeVisible();
  const lastChange = dashboard
    .getByRole('table', { name: 'Deploy log of Dashboard, newest first' })
    .getByRole('row')
    .nth(1);
  await expect(lastChange.getByRole('cell')).toHaveText(['Rollback', ids.first, ids.second, 'Administrator']);
  expect((await liveConfig()).remotes.dashboard).toContain(`/releases/${ids.second}/`);
  // The tab that rolled back stays on the release it loaded.
  expect(releasesOf(answers)).toEqual([ids.first]);

  await expectNextLoadOn(page, answers, ids.second);

  await expectListed('rollback', ids.first, ids.second);
});

test('the Releases view on a phone (390 px): nothing scrolls sideways, the rollback is on screen, axe finds nothing serious', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  await page.getByRole('navigation', { name: 'Dashboard views' }).getByRole('link', { name: 'Releases' }).click();
  const dashboard = page.getByRole('region', { name: 'Dashboard', exact: true });
  await expect(
    dashboard
      .getByRole('table', { name: 'Releases of Dashboard, newest first' })
      .getByRole('rowheader', { name: `${ids.second} Live` }),
  ).toBeVisible();
  const button = dashboard.getByRole('button', { name: `Roll back Dashboard to ${ids.first}` });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'document.documentElement.scrollWidth',
  ).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('a remote that throws after a deploy shows up in npm run releases within 10 s, with its release id', async ({
  page,
}) => {
  // One more build of the dashboard, on a busy 2-core machine.
  test.setTimeout(300_000);
  // A dashboard release with a page that throws when rendered (a test's extra page, at /dashboard-throws).
  const throwing = await release({
    EXTRA_PAGES: path.join(ROOT, 'e2e', 'support', 'extra-pages', 'throws-when-rendered'),
  });
  await deploy(throwing);
  // The shell's server learns the live release's pages within its route lists' time to live.
  const url = `${own.system.urls.shell}/dashboard-throws`;
  await expect.poll(async () => (await fetch(url)).status, { timeout: 10_000 }).toBe(200);

  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'The staff dashboard is temporarily unavailable' })).toBeVisible();
  const row = new RegExp(`^\\*? +${throwing} +\\S+ +\\S+ +(\\d+|-)$`, 'm');
  const reported = async () => {
    const { stdout } = await npm('releases', ['dashboard']);
    const errors = row.exec(stdout)?.[1];
    return errors === undefined || errors === '-' ? -1 : Number(errors);
  };
  await expect.poll(reported, { timeout: 10_000, intervals: [250, 500, 1000] }).toBeGreaterThanOrEqual(1);
  // The releases before it had none reported.
  const { stdout } = await npm('releases', ['dashboard']);
  expect(new RegExp(`^\\*? +${ids.first} +\\S+ +\\S+ +0$`, 'm').test(stdout), stdout).toBe(true);
});

test('a registration sent without JavaScript is checked by the live internship release: after a deploy with new wording, the page says it', async ({
  browser,
}) => {
  // One build of the internship remote, on a busy 2-core machine.
  test.setTimeout(300_000);
  const NEW_WORDING = 'Please enter an email address such as name@example.com';
  const id = await release({}, 'internship');
  reword(path.join(releasesDir, 'internship', id), 'Invalid email format', NEW_WORDING);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  /** The message the page gives for a malformed email, sent without JavaScript. */
  const messageForBadEmail = async () => {
    await page.goto(`${own.system.urls.shell}/internship`);
    await fillInternship(page, 'asha.example.com');
    await internshipForm(page).getByRole('button', { name: 'Register Now' }).click();
    const email = internshipForm(page).getByRole('textbox', { name: /^email/i });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    return email.evaluate((field) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  };
  try {
    await expect.poll(messageForBadEmail).toContain('Invalid email format');
    await deploy(id, 'internship');
    // The shell's server learns the live map within moments; the post is then answered by the new release.
    await expect.poll(messageForBadEmail, { timeout: 15_000 }).toContain(NEW_WORDING);
  } finally {
    await context.close();
    await npm('rollback', ['internship']);
  }
});
