import { PROGRAMS } from '@blueprint/contract/api/values';
import type { RegistrationData } from '@blueprint/contract/api/registrations';
import { bearer, buildTestApp, type TestApp } from '../../helper';

// Search among 100,000 registrations (the size the issue names), on the engine under test.
const ROWS = 100_000;
const FIRST = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Arjun',
  'Bhavana',
  'Chetan',
  'Deepa',
  'Divya',
  'Farhan',
  'Gautam',
  'Harini',
];
const LAST = [
  'Acharya',
  'Bhat',
  'Das',
  'Gowda',
  'Hegde',
  'Iyer',
  'Joshi',
  'Kamath',
  'Khan',
  'Kulkarni',
  'Menon',
  'Nair',
];

function generated(i: number): RegistrationData {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  return {
    fullName: `${first} ${last}`,
    email: `${first}.${last}.${i}@example.com`.toLowerCase(),
    // 8 then nine digits: never the needles' 7 prefix.
    phone: `8${String(i).padStart(9, '0')}`,
    program: PROGRAMS[i % 4]!,
    course: '',
    qualification: 'B.E.',
    college: 'PES University',
    graduationYear: 2026,
    message: '',
  };
}

describe(`search at ${ROWS.toLocaleString('en')} registrations`, () => {
  let t: TestApp;
  let token: string;
  const needles: RegistrationData[] = [
    {
      ...generated(0),
      fullName: 'Zerelda Quintanilla',
      email: 'zq.needle@example.org',
      phone: '7000000001',
      program: 'Civil',
    },
    {
      ...generated(0),
      fullName: 'Priya Nair',
      email: 'only.this.one@needle.example',
      phone: '7000000002',
      program: 'IT',
    },
    {
      ...generated(0),
      fullName: 'Manoj Shetty',
      email: 'manoj.shetty@example.net',
      phone: '7123498765',
      program: 'Other',
    },
  ];

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
    const batch = 10_000;
    for (let start = 0; start < ROWS; start += batch) {
      const items = Array.from({ length: Math.min(batch, ROWS - start) }, (_, k) => ({ data: generated(start + k) }));
      // The needles sit in the middle of the table, not at either end of the id order.
      if (start === ROWS / 2) items.push(...needles.map((data) => ({ data })));
      await t.app.repos.registrations.createMany(items);
    }
  }, 300_000);
  afterAll(() => t.close());

  const search = async (q: string, extra = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/internships?q=${encodeURIComponent(q)}${extra}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { fullName: string; email: string; phone: string }[]; nextCursor: string | null }>();
  };

  it('holds every row', async () => {
    const stats = (await t.app.inject({ method: 'GET', url: '/api/internships/stats', headers: bearer(token) })).json<
      { count: number }[]
    >();
    expect(stats.reduce((sum, s) => sum + s.count, 0)).toBe(ROWS + needles.length);
  });

  it('finds one person by a fragment of the name, by the email and by the phone', async () => {
    expect((await search('quintan')).data.map((r) => r.email)).toEqual(['zq.needle@example.org']);
    expect((await search('ZERELDA')).data.map((r) => r.email)).toEqual(['zq.needle@example.org']);
    expect((await search('only.this.one@needle.example')).data.map((r) => r.fullName)).toEqual(['Priya Nair']);
    expect((await search('7123498765')).data.map((r) => r.fullName)).toEqual(['Manoj Shetty']);
    expect((await search('2349876')).data.map((r) => r.fullName)).toEqual(['Manoj Shetty']);
  });

  it('pages through a common name, every row matching, newest first', async () => {
    const page = await search('divya joshi', '&limit=100');
    expect(page.data).toHaveLength(100);
    expect(page.nextCursor).not.toBeNull();
    for (const row of page.data) expect(row.fullName).toBe('Divya Joshi');
    const filtered = await search('nair', '&program=IT&limit=500');
    expect(filtered.data.length).toBeGreaterThan(0);
    for (const row of filtered.data) expect(row.fullName.toLowerCase()).toContain('nair');
    expect((await search('priya nair', '&program=IT')).data.map((r) => r.email)).toEqual([
      'only.this.one@needle.example',
    ]);
    expect((await search('priya nair', '&program=Civil')).data).toEqual([]);
  });

  it('gives the same pages whichever way it finds them', async () => {
    // A page of 50 for a common name is read among the newest rows first; a page of 500 through the index.
    const small = await search('divya', '&limit=50');
    const large = await search('divya', '&limit=500');
    expect(small.data).toHaveLength(50);
    expect(small.data).toEqual(large.data.slice(0, 50));
    const next = await search('divya', `&limit=50&cursor=${small.nextCursor}`);
    expect(next.data).toEqual(large.data.slice(50, 100));
    const oldest = await search('divya', '&limit=50&sort=oldest');
    const oldestLarge = await search('divya', '&limit=500&sort=oldest');
    expect(oldest.data).toEqual(oldestLarge.data.slice(0, 50));
  });

  it('finds nothing for text no one has', async () => {
    expect(await search('xylophone')).toEqual({ data: [], nextCursor: null });
  });
});
