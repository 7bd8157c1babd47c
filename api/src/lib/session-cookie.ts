// The dashboard's staff session: the signed session token in a cookie page scripts cannot read (HttpOnly),
// sent only over HTTPS or to localhost (Secure) and never on a request another site starts (SameSite=Strict).
// Scripts that call the API keep the same token as a bearer header instead (POST /api/auth/login).

/** The cookie's name. Not `__Host-`: that prefix is refused on http://localhost by some browsers, and
 * `npm start` serves plain HTTP there. */
export const SESSION_COOKIE = 'blueprint_staff_session';

/** The Set-Cookie value that keeps `token` until `expiresAt` (ms since the epoch). */
export function sessionCookie(token: string, expiresAt: number): string {
  const maxAge = Math.max(0, Math.floor((expiresAt - Date.now()) / 1000));
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`;
}

/** The Set-Cookie value that removes the cookie. */
export const clearedSessionCookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;

/** The session token a Cookie header carries, if any. */
export function sessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === SESSION_COOKIE)
      return part.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * Whether a request that changes something, authenticated by the cookie, comes from one of our own pages
 * (OWASP's CSRF cheat sheet: verify the origin with standard headers, beside SameSite=Strict). A browser
 * sends Origin on every such request; one without it is not a page of ours.
 */
export function fromOwnPage(origin: string | undefined, allowedOrigins: ReadonlySet<string>): boolean {
  return origin !== undefined && allowedOrigins.has(origin);
}
