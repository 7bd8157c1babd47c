// An admin's preview of a release that is not live (docs/decisions/2026-12-07-canary-and-preview.md): the API
// signs a token naming the remote, the release and an expiry with the secret it shares with the page servers
// (PAGE_SERVER_SECRET); a page server checks it, keeps it in that browser's HttpOnly PREVIEW_COOKIE and serves
// that remote's release to that browser alone. Node only (node:crypto): the browser never reads a token.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { RELEASE_ID_PATTERN } from './release-urls.ts';

/** Where a page server takes a preview link (`?token=`): it sets the cookie and goes to the site's home. */
export const PREVIEW_START_PATH = '/_preview';
/** Where the badge's "End preview" posts: the cookie is cleared and the visitor is back on the live site. */
export const PREVIEW_END_PATH = '/_preview/end';
/** How long a preview holds unless the link asks for less. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;

export interface Preview {
  remote: string;
  release: string;
  /** When it ends, in ms since the epoch. */
  expires: number;
}

const REMOTE_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`preview:${payload}`).digest('base64url');

/** `<remote>.<release>.<expires>.<signature>`: what the link carries and the cookie holds. */
export function signPreview(secret: string, { remote, release, expires }: Preview): string {
  if (!REMOTE_PATTERN.test(remote) || !RELEASE_ID_PATTERN.test(release)) throw new Error('not a remote and release');
  const payload = `${remote}.${release}.${expires}`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The preview a token names, when its signature is the secret's and it has not expired; else undefined. */
export function verifyPreview(secret: string, token: string | undefined, now = Date.now()): Preview | undefined {
  if (!secret || !token || token.length > 256) return undefined;
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [remote, release, expiresText, signature] = parts as [string, string, string, string];
  if (!REMOTE_PATTERN.test(remote) || !RELEASE_ID_PATTERN.test(release) || !/^\d{1,15}$/.test(expiresText))
    return undefined;
  const expected = Buffer.from(signatureOf(secret, `${remote}.${release}.${expiresText}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const expires = Number(expiresText);
  return expires > now ? { remote, release, expires } : undefined;
}
