import type { Program, Registration } from '@blueprint/shared/types';
import { mockApi, type MockApi } from './mock-api';
import { stats } from './students';

/**
 * The staff API over an in-memory set of registrations, answering as CONTRACT.md says: stats per program,
 * lists newest first with cursor pagination, 401 without the expected token.
 */
export function fakeStaffApi(initial: Registration[], { token = 'staff-token' } = {}) {
  const api: MockApi = mockApi();
  const db = { registrations: [...initial] };
  const authorized = (authorization: string | undefined) => authorization === `Bearer ${token}`;
  const unauthorized = { status: 401, data: { message: 'Unauthorized' } };

  api.on('GET /api/internships/stats', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const counts: Partial<Record<Program, number>> = {};
    for (const { program } of db.registrations) counts[program] = (counts[program] ?? 0) + 1;
    return { status: 200, data: stats(counts) };
  });

  api.on('GET /api/internships', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const { program, cursor } = request.query;
    const limit = Number(request.query.limit ?? 50);
    // Newest first: the last added is the newest.
    let rows = [...db.registrations].reverse().filter((row) => !program || row.program === program);
    if (cursor) rows = rows.slice(rows.findIndex((row) => row._id === cursor) + 1);
    const data = rows.slice(0, limit);
    return { status: 200, data: { data, nextCursor: rows.length > limit ? (data.at(-1)?._id ?? null) : null } };
  });

  return { api, db };
}
