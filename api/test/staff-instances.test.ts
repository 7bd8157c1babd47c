import { io as connect, type Socket } from 'socket.io-client';
import { ENGINE, createTestStorage, registration, type TestStorage } from './helper';
import { droppedWithin } from './support/accounts';
import type { Item, Page } from '@blueprint/contract/api/common';
import type { Registration, StatusCount } from '@blueprint/contract/api/registrations';
import {
  buildServerBundle,
  loginTo,
  serverEnv,
  startServer,
  testPort,
  type ServerProcess,
} from './support/server-process';

// Two API instances on one PostgreSQL: a staff change on one reaches the dashboards of the other, and the
// other's stats, first page (cached) and search agree at once. (The embedded database has one process.)
const ADMIN = { ADMIN_EMAIL: 'ops@blueprint.test', ADMIN_PASSWORD: 'ops-test-password' };
const BASE_PORT = testPort(100);

(ENGINE === 'postgres' ? describe : describe.skip)('staff changes across two instances (postgres)', () => {
  let bundle: ReturnType<typeof buildServerBundle>;
  let storage: TestStorage;
  let a: ServerProcess;
  let b: ServerProcess;
  let socket: Socket | undefined;

  beforeAll(async () => {
    bundle = buildServerBundle();
    storage = await createTestStorage();
    const env = (port: number) =>
      serverEnv({ port, dataDir: storage.dataDir, databaseUrl: storage.databaseUrl, extra: ADMIN });
    [a, b] = await Promise.all([
      startServer(bundle.file, env(BASE_PORT)),
      startServer(bundle.file, env(BASE_PORT + 1)),
    ]);
  });
  afterAll(async () => {
    socket?.close();
    await Promise.all([a?.kill('SIGKILL'), b?.kill('SIGKILL')]);
    await storage.cleanup();
    bundle.remove();
  });

  it('sends an update and a delete made on A to a dashboard on B; B reads them at once', async () => {
    const token = await loginTo(a.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    // T is what the caller expects the answer to be (nothing for a 204); the assertions below check it.
    const call = async <T = unknown>(base: string, path: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      });
      return { status: response.status, body: (response.status === 204 ? undefined : await response.json()) as T };
    };
    const posted = await fetch(`${a.url}/api/internships`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration({ program: 'Mechanical', fullName: 'Across Instances' })),
    });
    const created = ((await posted.json()) as { data: { _id: string } }).data;
    // B caches its first page with the row as it was.
    expect((await call<Page<Registration>>(b.url, '/api/internships')).body.data[0]).toMatchObject({
      _id: created._id,
      status: 'new',
    });
    const statusCount = async (status: string) =>
      (await call<StatusCount[]>(b.url, '/api/internships/status-counts')).body.find((entry) => entry._id === status)
        ?.count;
    // B caches its counts per status too.
    expect(await statusCount('new')).toBe(1);

    socket = connect(b.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', resolve);
      socket!.once('connect_error', reject);
    });
    const updated = new Promise((resolve) => socket!.once('registrationUpdated', resolve));
    const patch = await call<Item<Registration>>(a.url, `/api/internships/${created._id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'enrolled' }),
    });
    expect(patch.status).toBe(200);
    // The event carries the new version: B's dashboard can send it in If-Match.
    expect(await updated).toEqual({ ...patch.body.data, version: 2 });
    const stale = await fetch(`${b.url}/api/internships/${created._id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': '"1"' },
      body: JSON.stringify({ note: 'Seen on B before the change' }),
    });
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as Item<Registration>).data).toMatchObject({ status: 'enrolled', version: 2 });
    expect((await call<Page<Registration>>(b.url, '/api/internships')).body.data[0]).toMatchObject({
      _id: created._id,
      status: 'enrolled',
    });
    expect([await statusCount('new'), await statusCount('enrolled')]).toEqual([0, 1]);

    const deleted = new Promise((resolve) => socket!.once('registrationDeleted', resolve));
    expect((await call(a.url, `/api/internships/${created._id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await deleted).toEqual({ _id: created._id, program: 'Mechanical' });
    expect((await call<Page<Registration>>(b.url, '/api/internships')).body.data).toEqual([]);
    expect((await call(b.url, '/api/internships/stats')).body).toContainEqual({ _id: 'Mechanical', count: 0 });
    expect(await statusCount('enrolled')).toBe(0);
    expect((await call<Page<Registration>>(b.url, '/api/internships?q=across')).body.data).toEqual([]);
  });

  it("ends a deactivated person's sessions on B at once, HTTP and socket, though A made the change", async () => {
    const admin = await loginTo(a.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const send = (base: string, token: string, method: string, path: string, body?: object) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const person = { email: 'nisha@blueprint.test', name: 'Nisha', role: 'staff', password: 'nisha-password-long' };
    const created = await send(a.url, admin, 'POST', '/api/staff', person);
    expect(created.status).toBe(201);
    const { _id } = ((await created.json()) as { data: { _id: string } }).data;
    const token = await loginTo(b.url, person.email, person.password);
    // B has seen her session live (twice: nothing may be kept from it).
    expect((await send(b.url, token, 'GET', '/api/auth/me')).status).toBe(200);
    expect((await send(b.url, token, 'GET', '/api/auth/me')).status).toBe(200);
    const onB = connect(b.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      onB.once('connect', resolve);
      onB.once('connect_error', reject);
    });
    const dropped = new Promise<string>((resolve) => onB.once('disconnect', (reason) => resolve(reason)));

    expect((await send(a.url, admin, 'PATCH', `/api/staff/${_id}`, { active: false })).status).toBe(200);
    expect((await send(b.url, token, 'GET', '/api/auth/me')).status).toBe(401);
    const reason = await droppedWithin(dropped, 3000);
    onB.close();
    expect(reason).toBe('io server disconnect');
  });

  it("tells a dashboard on A who has a registration open on B, and clears it when B's socket goes", async () => {
    const admin = await loginTo(a.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const person = { email: 'meera@blueprint.test', name: 'Meera', role: 'staff', password: 'meera-password-long' };
    const created = await fetch(`${a.url}/api/staff`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(person),
    });
    expect(created.status).toBe(201);
    const posted = await fetch(`${a.url}/api/internships`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration({ fullName: 'Seen Across' })),
    });
    const registrationId = ((await posted.json()) as { data: { _id: string } }).data._id;
    const open = async (base: string, token: string) => {
      const opened = connect(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      await new Promise<void>((resolve, reject) => {
        opened.once('connect', resolve);
        opened.once('connect_error', reject);
      });
      return opened;
    };
    const onA = await open(a.url, admin);
    const onB = await open(b.url, await loginTo(b.url, person.email, person.password));
    const watch = async (socket: Socket) =>
      (
        (await socket.emitWithAck('watchRegistration', registrationId)) as { viewers: Array<{ name: string }> }
      ).viewers.map(({ name }) => name);
    try {
      expect(await watch(onA)).toEqual([]);
      let told = new Promise((resolve) => onA.once('viewersChanged', resolve));
      expect(await watch(onB)).toEqual(['Administrator']);
      await told;
      expect(await watch(onA)).toEqual(['Meera']);
      told = new Promise((resolve) => onA.once('viewersChanged', resolve));
      onB.close();
      await told;
      expect(await watch(onA)).toEqual([]);
    } finally {
      onA.close();
      onB.close();
    }
  });
});
