import { ENGINE, buildTestApp } from '../helper';
import { stallDatabase } from '../support/stall';

describe('GET /api/health', () => {
  it('answers ok while the database answers, 503 once it does not', async () => {
    const t = await buildTestApp();
    try {
      const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok' });
      await t.app.database.close();
      const down = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', message: 'The database does not answer' });
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/health when the database cannot write', () => {
  it('answers 503 while writes stall, and ok again after', async () => {
    const t = await buildTestApp({ statementTimeoutMs: 5000 });
    try {
      const stall = await stallDatabase(t.app, 3000, 'staff_sessions');
      const down = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      // PostgreSQL still reads while the table is locked; the embedded database's one connection does not.
      const message = ENGINE === 'postgres' ? 'The database cannot write' : 'The database does not answer';
      expect(down.json()).toEqual({ status: 'unavailable', message });
      await stall.ended;
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
