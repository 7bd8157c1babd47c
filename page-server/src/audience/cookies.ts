// The audience's cookies as they are read from a request and written on an answer
// (@blueprint/contract/releases): only the cookies asked for are read, without parsing the whole header.
import { COHORT_COOKIE, PREVIEW_COOKIE } from '@blueprint/contract/releases';

/** How long a cohort holds: a year, so a visitor stays on its release. */
const COHORT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The value of the cookie `name` in a Cookie header; undefined when it is not there. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (let at = header.indexOf(name); at >= 0; at = header.indexOf(name, at + 1)) {
    const end = at + name.length;
    const before = at === 0 ? 32 : header.charCodeAt(at - 1);
    // `name=` at the start of a pair, not the tail of another name ('xcohort=').
    if (header.charCodeAt(end) !== 61 || (before !== 32 && before !== 59 && before !== 9)) continue;
    const stop = header.indexOf(';', end + 1);
    return header.slice(end + 1, stop < 0 ? header.length : stop).trim();
  }
  return undefined;
}

/** `Secure` on an answer that went over HTTPS (as TRUST_PROXY sees it): the browser then sends it over HTTPS only. */
const secured = (https: boolean) => (https ? '; Secure' : '');

/** The cohort cookie, set on a visitor's first page. */
export const cohortCookie = (cohort: number, https: boolean) =>
  `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=${COHORT_MAX_AGE_S}; SameSite=Lax; HttpOnly${secured(https)}`;

/** The preview cookie, kept until the token expires. */
export const previewCookie = (token: string, maxAgeS: number, https: boolean) =>
  `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${maxAgeS}; SameSite=Lax; HttpOnly${secured(https)}`;

/** The preview cookie cleared: the browser drops it at once. */
export const endedPreviewCookie = (https: boolean) =>
  `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secured(https)}`;
