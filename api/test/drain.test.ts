import { buildApp } from '../src/app';
import { drainMs, installDrain } from '../src/drain';
import { createTestStorage, registration, testConfig, type TestStorage } from './helper';

describe('draining before a shutdown', () => {
  let storage: TestStorage;
  beforeEach(async () => {
    storage = await createTestStorage();
  });
  afterEach(async () => {
    await storage.cleanup();
  });

  it('fails the health check so a proxy stops choosing it, yet still answers every other request, closing each connection', async () => {
    const app = await buildApp(testConfig(storage));
    const drain = installDrain(app);
    try {
      const healthy = await app.inject({ method: 'GET', url: '/api/health' });
      expect(healthy.statusCode).toBe(200);
      expect(healthy.headers.connection).not.toBe('close');

      drain.start();

      const health = await app.inject({ method: 'GET', url: '/api/health?probe=1' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'draining' });
      const registered = await app.inject({ method: 'POST', url: '/api/internships', payload: registration() });
      expect(registered.statusCode).toBe(201);
      expect(registered.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });

  it('drains for 3 s in production unless SHUTDOWN_DRAIN_MS says otherwise, and not at all elsewhere', () => {
    expect(drainMs({ NODE_ENV: 'production' })).toBe(3000);
    expect(drainMs({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '500' })).toBe(500);
    expect(drainMs({})).toBe(0);
    expect(() => drainMs({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
