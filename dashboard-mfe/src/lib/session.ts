// The staff session: the token under `dashboardToken` (docs/contract.md) is the only thing that says someone is
// signed in. Every part of the dashboard reads it here, so a 401 from any call, a refused socket or the
// token's own expiry time signs out everywhere at once, and another tab signing out is followed too.
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

/** When the token stops being valid (ms since the epoch), read from its JWT `exp`; null when it has none. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}
