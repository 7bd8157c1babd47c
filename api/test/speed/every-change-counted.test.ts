import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { ADMIN, ENGINE, bearer, createTestStorage, registration, testConfig, type TestStorage } from '../helper';

// The first-page cache and the stats stay exact whatever changes the registrations, and whichever instance
// changes them: the database counts every insert, update and delete (migration 003). On PostgreSQL the
// changes are made by a second instance on the same database; the embedded database has one instance.
describe(`every change to registrations is counted (${ENGINE})`, () => {
  let storage: TestStorage;
  let reader: FastifyInstance;
  let writer: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    storage = await createTestStorage();
    reader = await buildApp(testConfig(storage));
    writer = ENGINE === 'postgres' ? await buildApp(testConfig(storage)) : reader;
    const login = await reader.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    token = login.json<{ token: string }>().token;
  });
  afterAll(async () => {
    if (writer !== reader) await writer.close();
    await reader.close();
    await storage.cleanup();
  });

  const firstPage = async (query = '') =>
    (await reader.inject({ method: 'GET', url: `/api/internships?limit=3${query}`, headers: bearer(token) })).json<{
      data: { _id: string; fullName: string; program: string }[];
    }>().data;
  const stats = async () =>
    Object.fromEntries(
      (await reader.inject({ method: 'GET', url: '/api/internships/stats', headers: bearer(token) }))
        .json<{ _id: string; count: number }[]>()
        .map(({ _id, count }) => [_id, count]),
    );
  const register = async (fullName: string, program = 'IT') =>
    (
      await writer.inject({ method: 'POST', url: '/api/internships', payload: registration({ fullName, program }) })
    ).json<{ data: unknown }>().data as {
      _id: string;
    };

  it('shows an insert, an edit, a move to another program and a delete at once', async () => {
    const a = await register('Anil');
    const b = await register('Bina');
    expect((await firstPage()).map((r) => r.fullName)).toEqual(['Bina', 'Anil']);
    expect((await firstPage('&program=IT')).map((r) => r.fullName)).toEqual(['Bina', 'Anil']);

    // An edit keeps every total as it was: only the version tells the cache.
    await writer.database.db
      .updateTable('registrations')
      .set({ full_name: 'Bina Rao' })
      .where('id', '=', b._id)
      .execute();
    expect((await firstPage()).map((r) => r.fullName)).toEqual(['Bina Rao', 'Anil']);
    expect((await firstPage('&program=IT')).map((r) => r.fullName)).toEqual(['Bina Rao', 'Anil']);

    // A move changes two programs' totals.
    await writer.database.db.updateTable('registrations').set({ program: 'Civil' }).where('id', '=', a._id).execute();
    expect(await stats()).toEqual({ IT: 1, Civil: 1, Mechanical: 0, Other: 0 });
    expect((await firstPage('&program=IT')).map((r) => r.fullName)).toEqual(['Bina Rao']);
    expect((await firstPage('&program=Civil')).map((r) => r.fullName)).toEqual(['Anil']);

    // A delete and an insert leave the total as it was.
    await writer.database.db.deleteFrom('registrations').where('id', '=', b._id).execute();
    await register('Chitra');
    expect((await firstPage()).map((r) => r.fullName)).toEqual(['Chitra', 'Anil']);
    expect(await stats()).toEqual({ IT: 1, Civil: 1, Mechanical: 0, Other: 0 });

    // A statement that deletes several rows of several programs at once.
    await writer.database.db.deleteFrom('registrations').execute();
    expect(await firstPage()).toEqual([]);
    expect(await stats()).toEqual({ IT: 0, Civil: 0, Mechanical: 0, Other: 0 });
  });
});
