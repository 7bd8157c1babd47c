import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { expireSession, onSessionExpired, readToken, signIn, signOut, tokenExpiry } from './session';

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

  it("reads a JWT's expiry, and nothing from a token that is not one", () => {
    const payload = btoa(JSON.stringify({ exp: 1_900_000_000 })).replace(/=+$/, '');
    expect(tokenExpiry(`header.${payload}.sig`)).toBe(1_900_000_000_000);
    expect(tokenExpiry('opaque-token')).toBeNull();
    expect(tokenExpiry('a.!!!.c')).toBeNull();
    expect(tokenExpiry(`a.${btoa('{"exp":"soon"}')}.c`)).toBeNull();
  });
});
