import { buildTestApp } from '../helper';

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
