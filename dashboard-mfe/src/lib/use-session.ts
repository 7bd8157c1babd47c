import { useEffect, useState, useSyncExternalStore } from 'react';
import { expireSession, onSessionExpired, readToken, subscribeToken, tokenExpiry } from './session';

// setTimeout runs a longer delay at once.
const MAX_TIMER = 2 ** 31 - 1;

export interface SessionView {
  token: string | null;
  /** The last session ended because the server stopped accepting it, not because the user left. */
  expired: boolean;
}

/** The current token, and whether the last one expired; signs out by itself when the token's time is up. */
export function useSession(): SessionView {
  const token = useSyncExternalStore(subscribeToken, readToken, () => null);
  const [expired, setExpired] = useState(false);
  const [previousToken, setPreviousToken] = useState(token);
  // A new sign-in clears the notice, so a later plain sign-out does not claim the session expired.
  if (token !== previousToken) {
    setPreviousToken(token);
    if (token) setExpired(false);
  }

  useEffect(() => onSessionExpired(() => setExpired(true)), []);

  // A signed-in staff member sees no data past the token's lifetime, even with the page left open and idle.
  useEffect(() => {
    if (!token) return;
    const expiresAt = tokenExpiry(token);
    if (expiresAt === null) return;
    const timer = setTimeout(() => expireSession(token), Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER));
    return () => clearTimeout(timer);
  }, [token]);

  return { token, expired: expired && !token };
}
