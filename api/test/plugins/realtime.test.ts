import { io as connect, type Socket } from 'socket.io-client';
import { ALLOWED_ORIGIN, bearer, registration, type TestApp } from '../helper';
import type { Item } from '@blueprint/contract/api/common';
import type { ContactMessage } from '@blueprint/contract/api/inbox';
import type { Registration } from '@blueprint/contract/api/registrations';
import type { RegistrationViewers } from '@blueprint/contract/events';
import { addStaff } from '../support/accounts';
import { useListeningApp } from '../support/listening-app';
import { BAD_TOKEN_KINDS, badTokens } from '../support/tokens';

function open(url: string, options: { token?: unknown; origin?: string } = {}): Socket {
  return connect(url, {
    auth: options.token === undefined ? {} : { token: options.token },
    transports: ['websocket'],
    extraHeaders: options.origin ? { origin: options.origin } : {},
    reconnection: false,
    forceNew: true,
  });
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

const refused = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error) => resolve(error.message));
  });

describe('realtime', () => {
  const listening = useListeningApp();
  const { track } = listening;
  let t: TestApp;
  let url: string;
  beforeAll(() => ({ t, url } = listening));

  it.each(BAD_TOKEN_KINDS)('refuses a handshake with %s: "unauthorized"', async (kind) => {
    const token = (await badTokens(t))[kind];
    expect(await refused(track(open(url, { token: token || undefined, origin: ALLOWED_ORIGIN })))).toBe('unauthorized');
  });

  it('refuses a token that is not a string', async () => {
    expect(await refused(track(open(url, { token: { $ne: null } })))).toBe('unauthorized');
  });

  it('refuses a handshake from a foreign origin', async () => {
    const token = await t.login();
    const message = await refused(track(open(url, { token, origin: 'https://evil.example' })));
    expect(message).not.toBe('');
    await connected(track(open(url, { token, origin: ALLOWED_ORIGIN })));
  });

  it('sends internshipRegistered to every dashboard after a post from either form', async () => {
    const token = await t.login();
    const a = track(open(url, { token, origin: ALLOWED_ORIGIN }));
    const b = track(open(url, { token }));
    await Promise.all([connected(a), connected(b)]);
    const received: unknown[] = [];
    const twoOnA = new Promise<void>((resolve) =>
      a.on('internshipRegistered', (r) => {
        received.push(r);
        if (received.length === 2) resolve();
      }),
    );
    const onB = new Promise((resolve) => b.once('internshipRegistered', resolve));

    const first = await t.app.inject({ method: 'POST', url: '/api/internships', payload: registration() });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration({ program: 'Civil' }),
    });
    expect(await onB).toEqual(first.json<Item<Registration>>().data);
    await twoOnA;
    expect(received).toEqual([first.json<Item<Registration>>().data, second.json<Item<Registration>>().data]);
  });

  it('sends registrationUpdated, registrationDeleted and contactMessageReceived to every dashboard', async () => {
    const token = await t.login();
    const a = track(open(url, { token, origin: ALLOWED_ORIGIN }));
    const b = track(open(url, { token }));
    await Promise.all([connected(a), connected(b)]);
    const next = (socket: Socket, event: string) => new Promise((resolve) => socket.once(event, resolve));
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/internships', payload: registration({ program: 'Civil' }) })
    ).json<Item<Registration>>().data;

    const updated = [next(a, 'registrationUpdated'), next(b, 'registrationUpdated')];
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/internships/${created._id}`,
      headers: bearer(token),
      payload: { status: 'contacted', note: 'Rang' },
    });
    expect(await Promise.all(updated)).toEqual([
      patch.json<Item<Registration>>().data,
      patch.json<Item<Registration>>().data,
    ]);
    expect(patch.json<Item<Registration>>().data).toMatchObject({
      _id: created._id,
      status: 'contacted',
      note: 'Rang',
    });

    const deleted = [next(a, 'registrationDeleted'), next(b, 'registrationDeleted')];
    await t.app.inject({ method: 'DELETE', url: `/api/internships/${created._id}`, headers: bearer(token) });
    expect(await Promise.all(deleted)).toEqual([
      { _id: created._id, program: 'Civil' },
      { _id: created._id, program: 'Civil' },
    ]);

    const received = [next(a, 'contactMessageReceived'), next(b, 'contactMessageReceived')];
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ravi', email: 'ravi@example.com', message: 'Hello' },
    });
    expect(await Promise.all(received)).toEqual([
      message.json<Item<ContactMessage>>().data,
      message.json<Item<ContactMessage>>().data,
    ]);

    // Every change of a message reaches every inbox, so their unread counts never drift.
    const messageId = message.json<Item<ContactMessage>>().data._id;
    for (const handled of [true, false]) {
      const changed = [next(a, 'contactMessageUpdated'), next(b, 'contactMessageUpdated')];
      const answer = await t.app.inject({
        method: 'PATCH',
        url: `/api/contact-messages/${messageId}`,
        headers: bearer(token),
        payload: { handled },
      });
      const data = answer.json<Item<ContactMessage>>().data;
      expect(data.handled).toBe(handled);
      expect(await Promise.all(changed)).toEqual([data, data]);
    }
  });

  it('disconnects the sockets of a session when it logs out', async () => {
    const token = await t.login();
    const socket = track(open(url, { token }));
    await connected(socket);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    await expect(disconnected).resolves.toBe('io server disconnect');
  });
});

describe('presence', () => {
  const listening = useListeningApp();
  const { track } = listening;

  it('tells two staff with the same registration open about each other, and clears on close and on disconnect', async () => {
    const { t, url } = listening;
    const admin = await t.login();
    const [ravi, asha] = [await addStaff(t, admin, 'Ravi'), await addStaff(t, admin, 'Asha')];
    const created = (await t.app.inject({ method: 'POST', url: '/api/internships', payload: registration() })).json<
      Item<Registration>
    >().data;
    const a = track(open(url, { token: ravi.token }));
    const b = track(open(url, { token: asha.token }));
    await Promise.all([connected(a), connected(b)]);
    const watch = async (socket: Socket) =>
      ((await socket.emitWithAck('watchRegistration', created._id)) as RegistrationViewers).viewers;
    const changed = (socket: Socket) => new Promise((resolve) => socket.once('viewersChanged', resolve));

    expect(await watch(a)).toEqual([]);
    let told = changed(a);
    expect(await watch(b)).toEqual([{ _id: ravi.user._id, name: 'Ravi' }]);
    expect(await told).toEqual({ registrationId: created._id });
    expect(await watch(a)).toEqual([{ _id: asha.user._id, name: 'Asha' }]);

    // Ravi's second tab is not someone else.
    const again = track(open(url, { token: ravi.token }));
    await connected(again);
    expect(await watch(again)).toEqual([{ _id: asha.user._id, name: 'Asha' }]);
    told = changed(a);
    again.close();
    await told;

    told = changed(a);
    b.emit('unwatchRegistration', created._id);
    await told;
    expect(await watch(a)).toEqual([]);

    told = changed(a);
    await watch(b);
    await told;
    expect(await watch(a)).toEqual([{ _id: asha.user._id, name: 'Asha' }]);
    told = changed(a);
    b.close();
    await told;
    expect(await watch(a)).toEqual([]);
  });

  it('answers nothing for what is not a registration id', async () => {
    const { t, url } = listening;
    const socket = track(open(url, { token: await t.login() }));
    await connected(socket);
    await expect(socket.timeout(300).emitWithAck('watchRegistration', { $ne: null })).rejects.toThrow();
  });
});
