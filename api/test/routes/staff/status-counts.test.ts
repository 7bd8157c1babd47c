import { performance } from 'node:perf_hooks';
import { PROGRAMS } from '@blueprint/contract/api/values';
import type { ProgramStat, Registration, RegistrationData, StatusCount } from '@blueprint/contract/api/registrations';
import { ENGINE, registration } from '../../helper';
import type { Item } from '@blueprint/contract/api/common';
import { staffSession } from '../../support/staff';

// GET /api/internships/status-counts (docs/contract.md): the dashboard's counts per follow-up status in one
// request, exact after every insert, update and delete.
describe('counts per follow-up status', () => {
  const session = staffSession();
  const counts = async () => {
    const response = await session.get('/api/internships/status-counts');
    expect(response.statusCode).toBe(200);
    return response.json<StatusCount[]>();
  };
  const expected = (byStatus: Partial<Record<'new' | 'contacted' | 'enrolled' | 'not-interested', number>>) => [
    { _id: 'new', count: byStatus.new ?? 0 },
    { _id: 'contacted', count: byStatus.contacted ?? 0 },
    { _id: 'enrolled', count: byStatus.enrolled ?? 0 },
    { _id: 'not-interested', count: byStatus['not-interested'] ?? 0 },
  ];
  const register = async (fullName: string) => {
    const response = await session.t.app.inject({
      method: 'POST',
      url: '/api/internships',
      payload: registration({ fullName }),
    });
    expect(response.statusCode).toBe(201);
    return response.json<Item<Registration>>().data._id;
  };

  it('gives all four statuses, zeros included, in order', async () => {
    expect(await counts()).toEqual(expected({}));
  });

  it('stays exact after inserts, status changes and deletes (the cached answer included)', async () => {
    const ids = [await register('Asha Rao'), await register('Ravi Kumar'), await register('Meera Iyer')];
    expect(await counts()).toEqual(expected({ new: 3 }));
    // Asked again with nothing changed: the same answer (from the cache).
    expect(await counts()).toEqual(expected({ new: 3 }));

    expect((await session.send('PATCH', `/api/internships/${ids[0]}`, { status: 'contacted' })).statusCode).toBe(200);
    expect((await session.send('PATCH', `/api/internships/${ids[1]}`, { status: 'enrolled' })).statusCode).toBe(200);
    expect(await counts()).toEqual(expected({ new: 1, contacted: 1, enrolled: 1 }));

    expect((await session.send('PATCH', `/api/internships/${ids[1]}`, { status: 'not-interested' })).statusCode).toBe(
      200,
    );
    expect(await counts()).toEqual(expected({ new: 1, contacted: 1, 'not-interested': 1 }));

    expect((await session.send('DELETE', `/api/internships/${ids[0]}`)).statusCode).toBe(204);
    expect(await counts()).toEqual(expected({ new: 1, 'not-interested': 1 }));

    await register('Asha Rao');
    expect(await counts()).toEqual(expected({ new: 2, 'not-interested': 1 }));
  });

  it('leaves the program stats as they are', async () => {
    const stats = (await session.get('/api/internships/stats')).json<ProgramStat[]>();
    expect(stats.map((stat) => stat._id)).toEqual(['IT', 'Civil', 'Mechanical', 'Other']);
  });
});

// The count at the size: one walk of the status index, read uncached (the repository's own read).
const ROWS = 100_000;

function generated(i: number): RegistrationData {
  return {
    fullName: `Student ${i}`,
    email: `student.${i}@example.com`,
    phone: `8${String(i).padStart(9, '0')}`,
    program: PROGRAMS[i % PROGRAMS.length]!,
    course: '',
    qualification: 'B.E.',
    college: 'PES University',
    graduationYear: 2026,
    message: '',
  };
}

describe(`counts per follow-up status at ${ROWS.toLocaleString('en')} registrations`, () => {
  const session = staffSession();

  beforeAll(async () => {
    const batch = 10_000;
    for (let start = 0; start < ROWS; start += batch) {
      await session.t.app.repos.registrations.createMany(
        Array.from({ length: batch }, (_, k) => ({ data: generated(start + k) })),
      );
    }
  }, 300_000);

  it('counts every row, and reads in well under a dashboard frame budget', async () => {
    const { db } = session.t.app.database;
    // A few thousand followed up, as staff would by hand.
    await db
      .updateTable('registrations')
      .set({ status: 'contacted' })
      .where('email', 'like', 'student.1%0@example.com')
      .execute();
    await db
      .updateTable('registrations')
      .set({ status: 'enrolled' })
      .where('email', 'like', 'student.2%5@example.com')
      .execute();
    const answer = (await session.get('/api/internships/status-counts')).json<StatusCount[]>();
    expect(answer.reduce((sum, entry) => sum + entry.count, 0)).toBe(ROWS);
    const contacted = await db
      .selectFrom('registrations')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'contacted')
      .executeTakeFirstOrThrow();
    expect(answer[1]).toEqual({ _id: 'contacted', count: Number(contacted.n) });
    expect(Number(contacted.n)).toBeGreaterThan(0);

    const times: number[] = [];
    for (let run = 0; run < 7; run++) {
      const start = performance.now();
      await session.t.app.repos.registrations.statusCounts();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[3]!;
    console.info(
      `status counts at ${ROWS} rows on ${ENGINE}: median ${median.toFixed(1)} ms, max ${times[6]!.toFixed(1)} ms`,
    );
    // Generous: the machine is shared; a regression to a per-row read would be seconds.
    expect(median).toBeLessThan(250);
  });
});
