import { statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { secureDevelopmentAccount } from '../src/dev-account';
import { ENGINE, buildTestApp, registration } from './helper';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('deployment defaults', () => {
  it('serves the built-in development account on loopback only, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ ADMIN_EMAIL: 'staff@example.com' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ADMIN_PASSWORD: 'a long enough one' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('replaces the public development password with a generated one kept 0600 in DATA_DIR when others can reach it', async () => {
    const t = await buildTestApp();
    try {
      const onLoopback = secureDevelopmentAccount(loadConfig({ DATA_DIR: t.config.dataDir }));
      expect(onLoopback.admin.password).toBe('blueprint-admin');
      const open = secureDevelopmentAccount(loadConfig({ DATA_DIR: t.config.dataDir, HOST: '0.0.0.0' }));
      expect(open.admin.password).not.toBe('blueprint-admin');
      expect(open.admin.password.length).toBeGreaterThanOrEqual(20);
      expect(open.admin.generatedIn).toBe(path.join(t.config.dataDir, 'dev-admin-password'));
      expect(mode(open.admin.generatedIn!)).toBe(0o600);
      // The same one on the next start.
      expect(secureDevelopmentAccount(loadConfig({ DATA_DIR: t.config.dataDir, HOST: '0.0.0.0' })).admin.password).toBe(
        open.admin.password,
      );
    } finally {
      await t.close();
    }
  });

  it('creates DATA_DIR 0700 and its files 0600', async () => {
    const t = await buildTestApp({ jwtSecret: undefined });
    try {
      expect(mode(t.config.dataDir)).toBe(0o700);
      expect(mode(path.join(t.config.dataDir, 'jwt-secret'))).toBe(0o600);
      if (ENGINE === 'sqlite') {
        await t.app.inject({ method: 'POST', url: '/api/internships', payload: registration() });
        expect(mode(path.join(t.config.dataDir, 'blueprint.sqlite'))).toBe(0o600);
        expect(mode(path.join(t.config.dataDir, 'blueprint.sqlite-wal'))).toBe(0o600);
      }
    } finally {
      await t.close();
    }
  });

  it('keys rate limits on the client behind a trusted proxy (TRUST_PROXY)', async () => {
    for (const [trustProxy, expected] of [
      [loadConfig({ TRUST_PROXY: '1' }).trustProxy, [201, 201]],
      [loadConfig({ TRUST_PROXY: '127.0.0.1/8' }).trustProxy, [201, 201]],
      [loadConfig({}).trustProxy, [201, 429]],
    ] as const) {
      const t = await buildTestApp({ publicRateLimit: 1, trustProxy });
      try {
        const codes = [];
        for (const client of ['198.51.100.1', '198.51.100.2']) {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/contact',
            headers: { 'x-forwarded-for': client },
            payload: { name: 'A', email: 'a@example.com', message: 'hi' },
          });
          codes.push(response.statusCode);
        }
        expect(codes).toEqual(expected);
      } finally {
        await t.close();
      }
    }
  });
});
