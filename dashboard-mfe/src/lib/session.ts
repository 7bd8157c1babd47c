// The staff session. The credential is the API's HttpOnly cookie, which no script here can read; what
// `dashboardToken` holds (docs/contract.md: its presence decides between the sign-in form and the dashboard)
// is a marker that is no credential: when the session ends (`session-until:<expiresAt>`). Every part of the
// dashboard reads it here, so a 401 from any call, a refused socket or the session's own expiry time signs
// out everywhere at once, and another tab signing out is followed too.
import { STORAGE_KEYS } from '@blueprint/shared/constants';

const KEY = STORAGE_KEYS.dashboardToken;

type Listener = () => void;
const changeListeners = new Set<Listener>();
const expiryListeners = new Set<Listener>();

function notify(listeners: Set<Listener>) {
  for (const listener of [...listeners]) listener();
}

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null) {
  try {
    if (token) window.localStorage.setItem(KEY, token);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked (private mode): the session then lasts as long as nothing reads it back, which is none.
  }
  notify(changeListeners);
}

export function signIn(token: string): void {
  writeToken(token);
}

/** The user chose to leave. */
export function signOut(): void {
  writeToken(null);
}

/**
 * The server said the token is no longer good. `token` is the one that was refused: an answer to a request
 * sent with an older token (before a new sign-in) must not end the new session.
 */
export function expireSession(token: string): void {
  if (readToken() !== token) return;
  writeToken(null);
  notify(expiryListeners);
}

/** For useSyncExternalStore: fires on every sign-in and sign-out, in this tab or another. */
export function subscribeToken(listener: Listener): () => void {
  changeListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    changeListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function onSessionExpired(listener: Listener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

const MARKER_PREFIX = 'session-until:';

/** The marker of a session the API says ends at `expiresAt` (an ISO time). */
export const sessionMarker = (expiresAt: string) => `${MARKER_PREFIX}${expiresAt}`;

/** When the marked session ends (ms since the epoch); null when the marker does not say. */
export function tokenExpiry(marker: string): number | null {
  if (!marker.startsWith(MARKER_PREFIX)) return null;
  const at = Date.parse(marker.slice(MARKER_PREFIX.length));
  return Number.isFinite(at) ? at : null;
}
