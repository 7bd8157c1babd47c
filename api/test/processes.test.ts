import http from 'node:http';
import { io as connect } from 'socket.io-client';
import { ENGINE, createTestStorage, registration, type TestStorage } from './helper';
import {
  buildServerBundle,
  loginTo,
  serverEnv,
  startServer,
  testPort,
  type ServerProcess,
} from './support/server-process';

const ADMIN = { ADMIN_EMAIL: 'ops@blueprint.test', ADMIN_PASSWORD: 'ops-test-password' };
const BASE_PORT = testPort(ENGINE === 'postgres' ? 41 : 21);

describe(`server processes (${ENGINE})`, () => {
  let bundle: ReturnType<typeof buildServerBundle>;
  let storage: TestStorage;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    bundle = buildServerBundle();
    storage = await createTestStorage();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.kill('SIGKILL')));
  });
  afterAll(async () => {
    await storage.cleanup();
    bundle.remove();
  });

  const env = (port: number, extra: Record<string, string> = {}) =>
    serverEnv({ port, dataDir: storage.dataDir, databaseUrl: storage.databaseUrl, extra: { ...ADMIN, ...extra } });

  it('shuts down gracefully on SIGTERM, finishing the request in flight', async () => {
    const server = await startServer(bundle.file, env(BASE_PORT));
    // A request whose body is still arriving when SIGTERM comes: it is in flight for certain.
    const body = Buffer.from(JSON.stringify(registration()));
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${server.url}/api/internships`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      });
      request.on('error', reject);
      request.write(body.subarray(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.subarray(10)), 200);
      }, 200);
    });
    const { status } = await answer;
    expect(status).toBe(201);
    expect(await server.exited).toBe(0);
    // New connections are refused once it has gone.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('on SIGTERM first drains: its health check fails while it still takes registrations, then it exits', async () => {
    const server = await startServer(bundle.file, env(BASE_PORT, { SHUTDOWN_DRAIN_MS: '1500' }));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
    const response = await fetch(`${server.url}/api/internships`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration()),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('connection')).toBe('close');
    expect(await server.exited).toBe(0);
  });

  it('refuses to start in production without a staff account', async () => {
    const failure = startServer(bundle.file, {
      ...env(BASE_PORT),
      NODE_ENV: 'production',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    });
    await expect(failure).rejects.toMatchObject({
      code: 1,
      output: expect.stringMatching(/ADMIN_EMAIL and ADMIN_PASSWORD/) as unknown,
    });
  });

  if (ENGINE === 'sqlite') {
    it('never lets two processes share one embedded database', async () => {
      servers.push(await startServer(bundle.file, env(BASE_PORT)));
      const second = startServer(bundle.file, env(BASE_PORT + 1));
      await expect(second).rejects.toMatchObject({
        code: 1,
        output: expect.stringMatching(/in use by another API process/) as unknown,
      });
    });
  }

  if (ENGINE === 'postgres') {
    it('delivers a registration posted to instance A to a dashboard on instance B', async () => {
      const [a, b] = await Promise.all([
        startServer(bundle.file, env(BASE_PORT)),
        startServer(bundle.file, env(BASE_PORT + 1)),
      ]);
      servers.push(a, b);
      const token = await loginTo(a.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
      const socket = connect(b.url, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        const received = new Promise((resolve) => socket.once('internshipRegistered', resolve));
        const response = await fetch(`${a.url}/api/internships`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(registration()),
        });
        expect(response.status).toBe(201);
        const { data } = (await response.json()) as { data: unknown };
        expect(await received).toEqual(data);

        // A logout on A closes the dashboard's socket on B.
        const closed = new Promise((resolve) => socket.once('disconnect', resolve));
        await fetch(`${a.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
        expect(await closed).toBe('io server disconnect');
      } finally {
        socket.close();
      }
    });
  }
});
