// The development staff account (README, "Two commands") and signing in through the login form, as it or as
// another account a test added.
import type { Page } from '@playwright/test';

export const ADMIN = { email: 'admin@blueprint.local', password: 'blueprint-admin' };

/** The API's session cookie (HttpOnly: read here through the browser's jar, never by the page). */
export const SESSION_COOKIE = 'blueprint_staff_session';

/** The session token the browser holds in its cookie, for a test that acts on it from outside. */
export async function sessionCookieOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return cookie.value;
}

/** Fills the dashboard's login form and sends it (tapped on a touch screen); the caller waits for what follows. */
export async function signIn(page: Page, { email = ADMIN.email, password = ADMIN.password, tap = false } = {}) {
  const main = page.locator('main');
  await main.getByLabel(/^email/i).fill(email);
  await main.getByLabel(/^password/i).fill(password);
  const button = main.getByRole('button', { name: 'Sign in' });
  await (tap ? button.tap() : button.click());
}
