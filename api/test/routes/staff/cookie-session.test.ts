import { io as connect, type Socket } from 'socket.io-client';
import { ADMIN, ALLOWED_ORIGIN, bearer } from '../../helper';
import { addStaff, droppedWithin } from '../../support/accounts';
import { useListeningApp } from '../../support/listening-app';

// The dashboard's session: an HttpOnly cookie that works only from our own pages, and ends when its
// session does.

const COOKIE = 'blueprint_staff_session';

describe('the cookie session', () => {
  const listening = useListeningApp();
  const t = () => listening.t;

  async function signIn(email = ADMIN.email, password = ADMIN.password) {
    const answer = await t().app.inject({
      method: 'POST',
      url: '/api/auth/session',
      payload: { email, password },
      headers: { origin: ALLOWED_ORIGIN },
    });
    expect(answer.statusCode).toBe(200);
    const setCookie = String(answer.headers['set-cookie']);
    return { answer, setCookie, cookie: setCookie.split(';')[0]! };
  }
  const me = (cookie: string) => t().app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const logout = (cookie: string, origin?: string) =>
    t().app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...(origin ? { origin } : {}) } });

  function socketWith(
    cookie: string,
    origin: string,
  ): Promise<{ socket: Socket; disconnected: Promise<string> } | Error> {
    const socket = connect(listening.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie, origin },
    });
    listening.track(socket);
    return new Promise((resolve) => {
      socket.once('connect', () =>
        resolve({ socket, disconnected: new Promise((done) => socket.once('disconnect', (reason) => done(reason))) }),
      );
      socket.once('connect_error', (error) => resolve(error));
    });
  }

  it('is set HttpOnly, Secure and SameSite=Strict, and the answer holds no token', async () => {
    const { answer, setCookie, cookie } = await signIn();
    expect(setCookie).toMatch(new RegExp(`^${COOKIE}=[^;]+; Path=/; Max-Age=\\d+; HttpOnly; Secure; SameSite=Strict$`));
    expect(Object.keys(answer.json<object>())).toEqual(['expiresAt']);
    expect((await me(cookie)).json<{ data: { email: string } }>().data.email).toBe(ADMIN.email);
  });

  it('changes nothing unless the request comes from one of our pages', async () => {
    const { cookie } = await signIn();
    const change = (origin?: string) =>
      t().app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { cookie, ...(origin ? { origin } : {}) },
        payload: { currentPassword: 'wrong but long', newPassword: 'a brand new password' },
      });
    expect((await change()).statusCode).toBe(401);
    expect((await change('https://evil.example')).statusCode).toBe(401);
    // From the dashboard it reaches the route (a wrong current password: 422), and the session lives on.
    expect((await change(ALLOWED_ORIGIN)).statusCode).toBe(422);
    expect((await logout(cookie, 'https://evil.example')).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('ends at logout, which clears the cookie, and drops its socket', async () => {
    const { cookie } = await signIn();
    const opened = await socketWith(cookie, ALLOWED_ORIGIN);
    if (opened instanceof Error) throw opened;
    const out = await logout(cookie, ALLOWED_ORIGIN);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`^${COOKIE}=; Path=/; Max-Age=0; HttpOnly`));
    expect(await droppedWithin(opened.disconnected)).not.toBe('still connected');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('lets a socket in with the cookie only from one of our pages', async () => {
    const { cookie } = await signIn();
    expect(await socketWith(cookie, 'https://evil.example')).toBeInstanceOf(Error);
    expect(await socketWith(cookie, ALLOWED_ORIGIN)).not.toBeInstanceOf(Error);
  });

  it('ends when the password changes elsewhere or the account is deactivated', async () => {
    const adminToken = await t().login();
    const person = await addStaff(t(), adminToken, 'Cookie');
    const first = await signIn(person.email, person.password);
    const changed = await t().app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(person.token),
      payload: { currentPassword: person.password, newPassword: 'another long password' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(first.cookie)).statusCode).toBe(401);
    const second = await signIn(person.email, 'another long password');
    const opened = await socketWith(second.cookie, ALLOWED_ORIGIN);
    if (opened instanceof Error) throw opened;
    const off = await t().app.inject({
      method: 'PATCH',
      url: `/api/staff/${person.user._id}`,
      headers: bearer(adminToken),
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await me(second.cookie)).statusCode).toBe(401);
    expect(await droppedWithin(opened.disconnected)).not.toBe('still connected');
  });

  it('answers the dashboard’s origin with credentials allowed', async () => {
    const answer = await t().app.inject({
      method: 'OPTIONS',
      url: '/api/auth/me',
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
    expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });
});
