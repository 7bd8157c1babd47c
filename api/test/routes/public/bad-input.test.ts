import { buildTestApp, bearer, registration, type TestApp } from '../../helper';
import type { ApiErrorBody, Item, Page } from '@blueprint/contract/api/common';
import type { Registration } from '@blueprint/contract/api/registrations';

// Hostile and careless input: each gets the right 4xx in docs/contract.md's shape, the server stays up, and
// text that is valid comes back byte for byte.
interface Case {
  name: string;
  body?: unknown;
  raw?: string | Buffer;
  contentType?: string;
  status: number;
  field?: string;
}

const valid = () => registration();
const without = (field: string) => {
  const copy: Record<string, unknown> = { ...valid() };
  delete copy[field];
  return copy;
};
const long = (n: number, ch = 'a') => ch.repeat(n);

const cases: Case[] = [
  // Missing fields
  { name: 'missing fullName', body: without('fullName'), status: 400, field: 'fullName' },
  { name: 'missing email', body: without('email'), status: 400, field: 'email' },
  { name: 'missing phone', body: without('phone'), status: 400, field: 'phone' },
  { name: 'missing program', body: without('program'), status: 400, field: 'program' },
  { name: 'missing qualification', body: without('qualification'), status: 400, field: 'qualification' },
  { name: 'missing college', body: without('college'), status: 400, field: 'college' },
  { name: 'missing graduationYear', body: without('graduationYear'), status: 400, field: 'graduationYear' },
  { name: 'empty object', body: {}, status: 400, field: 'fullName' },
  // Wrong types
  { name: 'fullName a number', body: { ...valid(), fullName: 42 }, status: 400, field: 'fullName' },
  { name: 'email a number', body: { ...valid(), email: 12345 }, status: 400, field: 'email' },
  { name: 'phone a number', body: { ...valid(), phone: 9876543210 }, status: 400, field: 'phone' },
  {
    name: 'graduationYear as a string',
    body: { ...valid(), graduationYear: '2025' },
    status: 400,
    field: 'graduationYear',
  },
  {
    name: 'graduationYear a fraction',
    body: { ...valid(), graduationYear: 2025.5 },
    status: 400,
    field: 'graduationYear',
  },
  {
    name: 'graduationYear too early',
    body: { ...valid(), graduationYear: 1999 },
    status: 400,
    field: 'graduationYear',
  },
  { name: 'graduationYear too late', body: { ...valid(), graduationYear: 2031 }, status: 400, field: 'graduationYear' },
  { name: 'graduationYear null', body: { ...valid(), graduationYear: null }, status: 400, field: 'graduationYear' },
  { name: 'program unknown', body: { ...valid(), program: 'Astronomy' }, status: 400, field: 'program' },
  { name: 'program a boolean', body: { ...valid(), program: true }, status: 400, field: 'program' },
  // Arrays and objects where strings belong
  { name: 'fullName an array', body: { ...valid(), fullName: ['Asha', 'Rao'] }, status: 400, field: 'fullName' },
  { name: 'email an object', body: { ...valid(), email: { $ne: '' } }, status: 400, field: 'email' },
  { name: 'college an object', body: { ...valid(), college: { name: 'RVCE' } }, status: 400, field: 'college' },
  { name: 'message an array', body: { ...valid(), message: ['hi'] }, status: 400, field: 'message' },
  { name: 'course a number', body: { ...valid(), course: 7 }, status: 400, field: 'course' },
  // Lengths and formats
  { name: 'fullName one character', body: { ...valid(), fullName: 'A' }, status: 400, field: 'fullName' },
  { name: 'fullName only spaces', body: { ...valid(), fullName: '    ' }, status: 400, field: 'fullName' },
  { name: 'fullName 101 characters', body: { ...valid(), fullName: long(101) }, status: 400, field: 'fullName' },
  { name: 'fullName 101 emoji', body: { ...valid(), fullName: long(101, '😀') }, status: 400, field: 'fullName' },
  { name: 'email without @', body: { ...valid(), email: 'not-an-email' }, status: 400, field: 'email' },
  { name: 'email with spaces', body: { ...valid(), email: 'a b@example.com' }, status: 400, field: 'email' },
  { name: 'email over 254', body: { ...valid(), email: `${long(250)}@example.com` }, status: 400, field: 'email' },
  { name: 'phone 9 digits', body: { ...valid(), phone: '987654321' }, status: 400, field: 'phone' },
  { name: 'phone 11 digits', body: { ...valid(), phone: '98765432101' }, status: 400, field: 'phone' },
  { name: 'phone with letters', body: { ...valid(), phone: '98765abcde' }, status: 400, field: 'phone' },
  { name: 'phone in unicode digits', body: { ...valid(), phone: '٩٨٧٦٥٤٣٢١٠' }, status: 400, field: 'phone' },
  {
    name: 'qualification 101 characters',
    body: { ...valid(), qualification: long(101) },
    status: 400,
    field: 'qualification',
  },
  { name: 'college 201 characters', body: { ...valid(), college: long(201) }, status: 400, field: 'college' },
  { name: 'course 101 characters', body: { ...valid(), course: long(101) }, status: 400, field: 'course' },
  { name: 'message 2001 characters', body: { ...valid(), message: long(2001) }, status: 400, field: 'message' },
  { name: 'NUL character in a name', body: { ...valid(), fullName: 'Asha\u0000Rao' }, status: 400, field: 'fullName' },
  {
    name: 'lone surrogate in a message',
    body: { ...valid(), message: 'broken \ud800 text' },
    status: 400,
    field: 'message',
  },
  // Not an object at all
  { name: 'JSON array body', body: [valid()], status: 400, field: 'body' },
  { name: 'JSON string body', raw: '"hello"', status: 400, field: 'body' },
  { name: 'JSON null body', raw: 'null', status: 400 },
  { name: 'JSON number body', raw: '12', status: 400, field: 'body' },
  // Transport
  { name: 'empty body', raw: '', status: 400 },
  { name: 'malformed JSON', raw: '{"fullName": "Asha",', status: 400 },
  { name: 'non-JSON text as JSON', raw: 'fullName=Asha', status: 400 },
  { name: 'text/plain body', raw: JSON.stringify(valid()), contentType: 'text/plain', status: 415 },
  {
    name: 'form-encoded body',
    raw: 'fullName=Asha&email=a%40b.c',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
  },
  { name: 'XML body', raw: '<registration/>', contentType: 'application/xml', status: 415 },
  { name: '__proto__ key', raw: `{"__proto__": {"isAdmin": true}, "fullName": "Asha Rao"}`, status: 400 },
  { name: 'nested __proto__ key', raw: `{"fullName": "Asha Rao", "x": {"__proto__": {"polluted": 1}}}`, status: 400 },
  { name: 'constructor.prototype key', raw: `{"constructor": {"prototype": {"polluted": 1}}}`, status: 400 },
  { name: '1 MB body', raw: JSON.stringify({ ...valid(), message: long(1024 * 1024) }), status: 413 },
  { name: '17 KB body', raw: JSON.stringify({ ...valid(), message: long(17 * 1024) }), status: 413 },
];

// Text that must survive storage exactly.
const roundTrips: { name: string; overrides: Record<string, string> }[] = [
  {
    name: 'SQL-looking text',
    overrides: { fullName: "Robert'); DROP TABLE registrations;--", message: "' OR 1=1 --" },
  },
  {
    name: 'HTML-looking text',
    overrides: { fullName: '<script>alert(1)</script>', college: '<img src=x onerror=alert(1)>' },
  },
  {
    name: 'unicode names',
    overrides: { fullName: 'Ānanya Śrīnivāsan', college: 'बेंगलुरु विश्वविद्यालय', qualification: 'B.E. (தமிழ்)' },
  },
  { name: 'emoji and joiners', overrides: { fullName: 'Zoë 👩🏽‍💻 Rao', message: '🇮🇳 🙏🏾 ∑ ∞ — “quotes” ‘and’ «more»' } },
  { name: 'whitespace inside a message', overrides: { message: '  line one\r\nline two\ttabbed  ' } },
  { name: 'formula-looking text', overrides: { fullName: '=HYPERLINK("x")', course: '+1', message: '@SUM(A1)' } },
];

describe('bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('has at least 40 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)('$name → $status', async ({ body, raw, contentType, status, field }) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/internships',
      headers: { 'content-type': contentType ?? 'application/json' },
      payload: raw ?? JSON.stringify(body),
    });
    expect(response.statusCode).toBe(status);
    const json = response.json<ApiErrorBody>();
    expect(typeof json.message).toBe('string');
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+|stack|sqlite|select |insert /i);
    if (field) {
      expect(json.message).toBe('Validation failed');
      expect(json.errors!.map((e) => e.field)).toContain(field);
    }
  });

  it('is still up and nothing bad was stored', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const token = await t.login();
    const list = await t.app.inject({ method: 'GET', url: '/api/internships', headers: bearer(token) });
    expect(list.json<Page<Registration>>().data).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(roundTrips)('stores $name byte for byte', async ({ overrides }) => {
    const input = registration(overrides);
    const created = await t.app.inject({ method: 'POST', url: '/api/internships', payload: input });
    expect(created.statusCode).toBe(201);
    const token = await t.login();
    const fetched = await t.app.inject({
      method: 'GET',
      url: `/api/internships/${created.json<Item<Registration>>().data._id}`,
      headers: bearer(token),
    });
    for (const [key, value] of Object.entries(overrides)) {
      // Only text fields are sent here, so each reads back as a string.
      expect(Buffer.from(fetched.json<Item<Record<string, string>>>().data[key]!)).toEqual(Buffer.from(value));
    }
  });
});
