import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { migrateToLatest } from '../../src/db/migrate';
import { openSqliteFile, sqliteDialect } from '../../src/db/sqlite';
import { buildApp } from '../../src/app';
import { ENGINE, bearer, createTestStorage, registration, testConfig, ADMIN, type TestStorage } from '../helper';
import type { Page } from '@blueprint/contract/api/common';
import type { Registration } from '@blueprint/contract/api/registrations';

// Migration 010 (SQLite's search index by a mark, no note per insert): rows an older version left waiting
// for the index are found after it, and so are rows stored past the mark and below it.
(ENGINE === 'sqlite' ? describe : describe.skip)('migration 010: the search index by a mark', () => {
  let storage: TestStorage;
  beforeAll(async () => (storage = await createTestStorage()));
  afterAll(() => storage.cleanup());

  it('indexes the rows migration 009 left pending, new rows, back-dated rows, and forgets erased ones', async () => {
    const db = new Kysely<unknown>({
      dialect: sqliteDialect(openSqliteFile(path.join(storage.dataDir, 'blueprint.sqlite'))),
    });
    await migrateToLatest(db, ENGINE, '009-team-registrations');
    // Stored by the old version, its search note written and not yet indexed.
    await sql`insert into registrations (id, full_name, email, phone, program, course, qualification, college, graduation_year, message, created_at, status, note)
      values ('01900000-0000-7000-8000-000000000001', 'Left Pending', 'left.pending@example.com', '9000000001', 'IT', 'Java Fullstack', 'B.Tech', 'RVCE', 2025, '', '2024-06-01T10:00:00.000Z', 'new', '')`.execute(
      db,
    );
    await db.destroy();

    const app = await buildApp(testConfig(storage));
    try {
      const token = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN })).json<{
        token: string;
      }>().token;
      const found = async (q: string) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/internships?q=${encodeURIComponent(q)}`,
            headers: bearer(token),
          })
        )
          .json<Page<Registration>>()
          .data.map((r) => r.fullName);
      const register = async (fullName: string, email: string) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/internships',
          payload: registration({ fullName, email }),
        });
        expect(response.statusCode).toBe(201);
        return response.json<{ data: Registration }>().data;
      };
      expect(await found('left.pending')).toEqual(['Left Pending']);

      // Past the mark (a live registration), then below it.
      const live = await register('Past The Mark', 'past.the.mark@example.com');
      expect(await found('past.the.mark')).toEqual(['Past The Mark']);
      // Stored by an earlier run whose clock was ahead: its id sorts below the mark.
      await sql`insert into registrations (id, full_name, email, phone, program, course, qualification, college, graduation_year, message, created_at, status, note)
        values ('01800000-0000-7000-8000-000000000002', 'Back Dated', 'back.dated@example.com', '9000000002', 'IT', 'Java Fullstack', 'B.Tech', 'RVCE', 2025, '', '2023-01-01T10:00:00.000Z', 'new', '')`.execute(
        app.database.db,
      );
      expect(await found('back.dated')).toEqual(['Back Dated']);
      expect(await found('left.pending')).toEqual(['Left Pending']);

      expect(
        (await app.inject({ method: 'DELETE', url: `/api/internships/${live._id}`, headers: bearer(token) }))
          .statusCode,
      ).toBe(204);
      expect(await found('past.the.mark')).toEqual([]);
      // One index row per registration, nothing left waiting.
      const counts = await sql<{
        indexed: number;
        waiting: number;
      }>`select (select count(*) from registrations_search) as indexed,
        (select count(*) from search_pending) as waiting`.execute(app.database.db);
      expect(counts.rows[0]).toEqual({ indexed: 2, waiting: 0 });
      expect(await found('Back Dated')).toEqual(['Back Dated']);
    } finally {
      await app.close();
    }
  });
});
