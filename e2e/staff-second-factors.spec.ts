// Second factors in the browser (README "Signing in"): a passkey added from Sign-in security with Chromium's
// virtual authenticator, then signing in with it and no password; an authenticator app, whose code the test
// makes with otplib, and recovery codes that work once; an admin's reset in the Team view, in the audit log;
// and, on a system of its own with STAFF_MFA=required, an admin without a second factor who can do nothing
// but add one.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, expectAccessible, test, waitForRemote } from './support/fixtures';
import { startOwnSystem, type OwnSystem } from './support/own-system';
import { ADMIN, signIn } from './support/staff';

const DASHBOARD_HEADING = 'Program Registration Dashboard';

/** A word no other test uses, for this test's people. */
function uniqueTag(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${test.info().workerIndex}${Math.floor(Math.random() * 1e4)}`;
}

/** A new account added through the API by the development admin (who keeps signing in with a password alone). */
async function addPerson(request: APIRequestContext, api: string, name: string, role: 'admin' | 'staff' = 'staff') {
  const login = await request.post(`${api}/api/auth/login`, { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const person = {
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@blueprint.local`,
    name,
    role,
    password: 'a-long-enough-password',
  };
  const created = await request.post(`${api}/api/staff`, {
    data: person,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  return person;
}

/** Chromium's virtual authenticator on this page: a platform passkey that verifies its user (CDP WebAuthn). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { credentials };
}

async function openDashboard(page: Page, person: { email: string; password: string }, base = '') {
  await page.goto(`${base}/dashboard`);
  await waitForRemote(page);
  await signIn(page, person);
}

const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING });

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
}

/** The Sign-in security view, opened from the account's links: an address of its own. */
async function openSecurity(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: 'Sign-in security' }).click();
  await expect(page).toHaveURL(/\/dashboard\/security$/);
  const view = page.getByRole('region', { name: 'Sign-in security' });
  await expect(view.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  return view;
}

/** The recovery codes shown once, read off the screen; then "I have saved them". */
async function keepRecoveryCodes(scope: Locator): Promise<string[]> {
  await expect(scope.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  const codes = await scope.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
  expect(codes).toHaveLength(10);
  await scope.getByRole('button', { name: 'I have saved them' }).click();
  return codes;
}

async function addPasskeyNamed(scope: Locator, name: string) {
  await scope.getByRole('textbox', { name: /^passkey name/i }).fill(name);
  await scope.getByRole('button', { name: 'Add a passkey' }).click();
}

test('a passkey is added from Sign-in security, renamed, and then signs in without a password', async ({
  page,
  request,
  urls,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  const person = await addPerson(request, urls.api, `Passkey ${uniqueTag('Pk')}`, 'admin');
  await openDashboard(page, person);
  await expect(dashboardHeading(page)).toBeVisible();
  // An admin without a second factor is reminded (STAFF_MFA is not required on this system).
  await expect(page.getByText('No second factor yet.')).toBeVisible();

  const security = await openSecurity(page);
  await expect(security.getByText('No passkeys yet.')).toBeVisible();
  await addPasskeyNamed(security, 'Test laptop');
  // The first second factor comes with recovery codes, shown once.
  await keepRecoveryCodes(security);
  const passkeys = security.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('Test laptop');
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectAccessible(page);

  await security.getByRole('button', { name: 'Rename Test laptop' }).click();
  await security.getByRole('textbox', { name: /^new name/i }).fill('Work laptop');
  await security.getByRole('button', { name: 'Save' }).click();
  await expect(passkeys).toContainText('Work laptop');
  await expect(passkeys).not.toContainText('Test laptop');
  await expect(page.getByText('No second factor yet.')).toBeHidden();

  // Signed out, the passkey alone signs in: no email, no password.
  await logout(page);
  await page.locator('main').getByRole('button', { name: 'Use a passkey' }).click();
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(page.getByText(`Signed in as ${person.name}`)).toBeVisible();

  // The password alone is no longer enough: the second step offers the passkey.
  await logout(page);
  await signIn(page, person);
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
  await expect(dashboardHeading(page)).toBeHidden();
  await page.locator('main').getByRole('button', { name: 'Use a passkey' }).click();
  await expect(dashboardHeading(page)).toBeVisible();

  // Removed, it signs in no more.
  const again = await openSecurity(page);
  page.once('dialog', (confirm) => void confirm.accept());
  await again.getByRole('button', { name: 'Remove Work laptop' }).click();
  await expect(again.getByText('No passkeys yet.')).toBeVisible();
});

test('an authenticator app’s code signs in after the password; a recovery code works once and is refused the second time', async ({
  page,
  request,
  urls,
}) => {
  const person = await addPerson(request, urls.api, `Totp ${uniqueTag('Tp')}`);
  await openDashboard(page, person);
  await expect(dashboardHeading(page)).toBeVisible();

  const security = await openSecurity(page);
  await security.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const key = await security.getByText(/^Key:/).innerText();
  const secret = key.replace('Key:', '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(security.getByRole('link', { name: 'Open in your authenticator app' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  await security.getByRole('textbox', { name: /^code from the app/i }).fill('000000');
  await security.getByRole('button', { name: 'Confirm' }).click();
  await expect(security.getByText('That code is not the one your app shows now', { exact: true })).toBeVisible();
  await security.getByRole('textbox', { name: /^code from the app/i }).fill(await generate({ secret }));
  await security.getByRole('button', { name: 'Confirm' }).click();
  const codes = await keepRecoveryCodes(security);
  await expect(security.getByText('Your authenticator app is set up')).toBeVisible();
  await expect(security.getByText('10 recovery codes left')).toBeVisible();
  await page.keyboard.press('Escape');

  // The password, then the app's code (the next one: the code that confirmed the app is spent).
  await logout(page);
  await signIn(page, person);
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('textbox', { name: /^code from your authenticator app/i })
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(dashboardHeading(page)).toBeVisible();

  // A recovery code instead of the app: once.
  const useRecoveryCode = async (code: string) => {
    await logout(page);
    await signIn(page, person);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: /^recovery code/i }).fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
  };
  await useRecoveryCode(codes[0]!);
  await expect(dashboardHeading(page)).toBeVisible();
  await useRecoveryCode(codes[0]!);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid code' })).toBeVisible();
  await expect(dashboardHeading(page)).toBeHidden();
  // Another of the codes still works.
  await page.getByRole('textbox', { name: /^recovery code/i }).fill(codes[1]!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(dashboardHeading(page)).toBeVisible();
  const left = await openSecurity(page);
  await expect(left.getByText('8 recovery codes left')).toBeVisible();
});

test('an admin resets a person’s second factor in the Team view, and the audit log says so', async ({
  page,
  request,
  urls,
}) => {
  const person = await addPerson(request, urls.api, `Lost ${uniqueTag('Lo')}`);
  // The person adds an app through the API, as a script would.
  const login = await request.post(`${urls.api}/api/auth/login`, {
    data: { email: person.email, password: person.password },
  });
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const { secret } = (await (await request.post(`${urls.api}/api/auth/totp`, { headers: auth })).json()) as {
    secret: string;
  };
  expect(
    (
      await request.post(`${urls.api}/api/auth/totp/confirm`, {
        headers: auth,
        data: { code: await generate({ secret }) },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.post(`${urls.api}/api/auth/login`, { data: { email: person.email, password: person.password } })
    ).status(),
  ).toBe(202);

  await page.goto('/dashboard/team');
  await waitForRemote(page);
  await signIn(page);
  const row = page
    .getByRole('table', { name: /^Team accounts/ })
    .getByRole('row')
    .filter({ hasText: person.email });
  await expect(row).toContainText('Yes');
  await row.getByRole('button', { name: `Reset second factor for ${person.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Reset the second factor of ${person.name}` });
  await confirm.getByRole('button', { name: 'Reset second factor' }).click();
  await expect(page.getByText(`${person.name}’s second factor is reset`)).toBeVisible();
  await expect(row).toContainText('None');
  // Their password alone signs them in again.
  expect(
    (
      await request.post(`${urls.api}/api/auth/login`, { data: { email: person.email, password: person.password } })
    ).status(),
  ).toBe(200);

  await page.goto('/dashboard/audit');
  const log = page.getByRole('table', { name: 'Audit log, newest first' });
  await expect(
    log.getByRole('row').filter({ hasText: 'Reset a second factor' }).filter({ hasText: person.name }).first(),
  ).toBeVisible();
});

test.describe('with STAFF_MFA=required', () => {
  let own: OwnSystem;

  test.beforeAll(async () => {
    // A whole system of its own takes longer than a test to start on a busy 2-core machine.
    test.setTimeout(180_000);
    own = await startOwnSystem({ name: 'staff-mfa', offset: 100, restart: false, apiEnv: { STAFF_MFA: 'required' } });
  });

  test.afterAll(async () => {
    await own?.stop();
  });

  test('an admin without a second factor can do nothing but add one; then the dashboard opens', async ({ page }) => {
    const { shell, api } = own.system.urls;
    await addVirtualAuthenticator(page);
    await openDashboard(page, ADMIN, shell);
    await expect(page.getByRole('heading', { level: 1, name: 'Add a second factor' })).toBeVisible();
    await expect(dashboardHeading(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Sign-in security' })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Audit log', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    // The API agrees: with the session's cookie, every other staff route is refused.
    const refused = await page.request.get(`${api}/api/internships`);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Add a second factor/);
    expect((await page.request.get(`${api}/api/audit-log`)).status()).toBe(403);

    await addPasskeyNamed(page.locator('main'), 'Admin phone');
    await keepRecoveryCodes(page.locator('main'));
    await expect(dashboardHeading(page)).toBeVisible();
    expect((await page.request.get(`${api}/api/internships`)).status()).toBe(200);
  });
});
