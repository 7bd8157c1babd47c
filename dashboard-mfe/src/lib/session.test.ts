import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { expireSession, onSessionExpired, readToken, sessionMarker, signIn, signOut, tokenExpiry } from './session';

describe('session', () => {
  it('keeps the token under dashboardToken', () => {
    signIn('abc');
    expect(window.localStorage.getItem(STORAGE_KEYS.dashboardToken)).toBe('abc');
    expect(readToken()).toBe('abc');
    signOut();
    expect(readToken()).toBeNull();
  });

  it('expires only the token that was refused, and says so', () => {
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    signIn('new-token');

    expireSession('old-token');
    expect(readToken()).toBe('new-token');
    expect(expired).not.toHaveBeenCalled();

    expireSession('new-token');
    expect(readToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads when the session ends from its marker, and nothing from anything else', () => {
    expect(tokenExpiry(sessionMarker('2030-01-01T00:00:00.000Z'))).toBe(Date.UTC(2030, 0, 1));
    expect(tokenExpiry('opaque-token')).toBeNull();
    expect(tokenExpiry('session-until:soon')).toBeNull();
  });
});
