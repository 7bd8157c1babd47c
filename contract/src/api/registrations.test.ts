import {
  programStatsAsRead,
  registration,
  registrationAsRead,
  registrationListQuery,
  registrationSchema,
  registrationUpdateSchema,
  timelineQuery,
  type Registration,
} from './registrations.ts';
import { validate } from './validate.ts';

const stored: Registration = {
  _id: '0190a0b0-0000-7000-8000-000000000001',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9845012345',
  program: 'Civil',
  course: 'BIM Construction',
  qualification: 'B.E.',
  college: 'BMS College',
  graduationYear: 2026,
  message: 'Weekend batch?',
  createdAt: '2026-03-01T10:15:00.000Z',
  status: 'new',
  note: '',
  version: 1,
  assignee: null,
  followUpAt: null,
  duplicates: [],
};

const capitalised = (record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(record).map(([name, value]) => [
      name[0] === '_' ? name : name[0]!.toUpperCase() + name.slice(1),
      value,
    ]),
  );

describe('registration', () => {
  it('takes the record the API stores, and refuses one without a field it requires', () => {
    expect(registration.parse(stored)).toEqual(stored);
    const { version: _version, ...withoutVersion } = stored;
    expect(registration.safeParse(withoutVersion).success).toBe(false);
    expect(registration.safeParse({ ...stored, _id: 'r1' }).success).toBe(false);
  });
});

describe('registrationAsRead', () => {
  it('reads the contract’s names as they are', () => {
    expect(registrationAsRead.parse(stored)).toEqual(stored);
  });

  it('reads capitalised field names, and `name` (or `Name`) for the full name', () => {
    expect(registrationAsRead.parse(capitalised(stored))).toEqual(stored);
    const { fullName: _fullName, ...unnamed } = stored;
    expect(registrationAsRead.parse({ ...unnamed, name: 'Meera' }).fullName).toBe('Meera');
    expect(registrationAsRead.parse({ ...unnamed, Name: 'Kiran' }).fullName).toBe('Kiran');
    expect(registrationAsRead.parse({ ...stored, name: 'Short' }).fullName).toBe('Asha Rao');
  });

  it('prefers the exact field name over a capitalised duplicate', () => {
    expect(registrationAsRead.parse({ ...stored, Email: 'wrong@example.com' }).email).toBe('asha@example.com');
  });

  it("reads a program in any of the forms' spellings, and refuses one that is none", () => {
    expect(registrationAsRead.parse({ ...stored, program: ' information  technology ' }).program).toBe('IT');
    expect(registrationAsRead.parse({ ...stored, program: 'CIVIL' }).program).toBe('Civil');
    expect(registrationAsRead.safeParse({ ...stored, program: 'Aerospace' }).success).toBe(false);
  });

  it('still requires every field, and keeps markup as text', () => {
    expect(registrationAsRead.safeParse({ _id: stored._id, FullName: 'Only a name' }).success).toBe(false);
    expect(registrationAsRead.safeParse(null).success).toBe(false);
    expect(registrationAsRead.parse({ ...stored, fullName: '<img src=x onerror=alert(1)>' }).fullName).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });
});

describe('programStatsAsRead', () => {
  it("reads 'information technology' as IT, and refuses a count that is not one", () => {
    expect(
      programStatsAsRead.parse([
        { _id: 'information technology', count: 2 },
        { _id: 'Civil', count: 0 },
      ]),
    ).toEqual([
      { _id: 'IT', count: 2 },
      { _id: 'Civil', count: 0 },
    ]);
    expect(programStatsAsRead.safeParse([{ _id: 'IT', count: -1 }]).success).toBe(false);
    expect(programStatsAsRead.safeParse([{ _id: 'IT', count: 'many' }]).success).toBe(false);
  });
});

const valid = {
  fullName: 'Asha Rao',
  email: '  Asha.Rao@Example.COM ',
  phone: '9876543210',
  program: 'information technology',
  qualification: 'B.Tech',
  college: 'RV College of Engineering',
  graduationYear: 2025,
};

describe('registrationSchema (docs/contract.md rules)', () => {
  it('accepts a valid registration, normalising email and program and defaulting course and message', () => {
    const result = validate(registrationSchema, { ...valid, unknown: 'dropped', __proto__: { admin: true } });
    expect(result).toEqual({
      success: true,
      data: { ...valid, email: 'asha.rao@example.com', program: 'IT', course: '', message: '' },
    });
  });

  it.each([
    ['fullName', 'A', 'Full name must be at least 2 characters'],
    ['fullName', 'x'.repeat(101), 'Full name must be at most 100 characters'],
    ['fullName', undefined, 'Full name is required'],
    ['fullName', 42, 'Full name must be text'],
    ['email', 'not-an-email', 'Invalid email format'],
    ['email', 'a b@example.com', 'Invalid email format'],
    ['email', `${'a'.repeat(250)}@x.io`, 'Email must be at most 254 characters'],
    ['phone', '98765', 'Phone number must be 10 digits'],
    ['phone', '98765432101', 'Phone number must be 10 digits'],
    ['phone', '98765abcde', 'Phone number must be 10 digits'],
    ['phone', 9876543210, 'Phone number must be 10 digits'],
    ['program', 'Arts', 'Program must be one of IT, Civil, Mechanical, Other'],
    ['qualification', '', 'Qualification is required'],
    ['college', 'x'.repeat(201), 'College/University must be at most 200 characters'],
    ['graduationYear', 1999, 'Graduation year must be a year from 2000 to 2030'],
    ['graduationYear', 2031, 'Graduation year must be a year from 2000 to 2030'],
    ['graduationYear', 2024.5, 'Graduation year must be a year from 2000 to 2030'],
    ['graduationYear', '2024', 'Graduation year must be a year from 2000 to 2030'],
    ['course', 'x'.repeat(101), 'Course must be at most 100 characters'],
    ['message', 'x'.repeat(2001), 'Message must be at most 2000 characters'],
  ])('%s = %p → %s', (field, value, message) => {
    const result = validate(registrationSchema, { ...valid, [field]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors).toContainEqual({ field, msg: message });
  });

  it('counts characters as a person does: an emoji is one', () => {
    expect(validate(registrationSchema, { ...valid, fullName: '😀'.repeat(100) }).success).toBe(true);
    expect(validate(registrationSchema, { ...valid, fullName: '😀'.repeat(101) }).success).toBe(false);
  });

  it('keeps text byte for byte, HTML- and SQL-looking text included', () => {
    const message = `<img src=x onerror=alert(1)> '; DROP TABLE registrations; -- ünïcödé 🚀`;
    const result = validate(registrationSchema, { ...valid, message });
    expect(result.success && result.data.message).toBe(message);
  });

  it('reports the first problem of each field once', () => {
    const result = validate(registrationSchema, {});
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors.map((error) => error.field)).toEqual([
        'fullName',
        'email',
        'phone',
        'program',
        'qualification',
        'college',
        'graduationYear',
      ]);
    }
  });
});

describe('registrationListQuery', () => {
  it('defaults to the newest 50, and clamps the page size', () => {
    expect(validate(registrationListQuery, {})).toEqual({ success: true, data: { sort: 'newest', limit: 50 } });
    expect(
      validate(registrationListQuery, {
        limit: '9000',
        q: '  Asha ',
        program: 'civil',
        status: 'contacted',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
    ).toEqual({
      success: true,
      data: {
        sort: 'newest',
        limit: 500,
        q: 'Asha',
        program: 'Civil',
        status: 'contacted',
        from: '2026-01-01',
        to: '2026-01-31',
      },
    });
  });

  it.each([
    [{ status: 'called' }, 'status', 'Status must be one of new, contacted, enrolled, not-interested'],
    [{ from: '2026-02-30' }, 'from', 'From must be a date (YYYY-MM-DD)'],
    [{ to: 'yesterday' }, 'to', 'To must be a date (YYYY-MM-DD)'],
    [{ sort: 'random' }, 'sort', 'Sort must be newest, oldest or followUp'],
    [{ assignee: 'someone' }, 'assignee', 'Assignee must be me, none or a staff id'],
    [{ due: 'later' }, 'due', 'Due must be overdue, today or week'],
    [{ limit: '0' }, 'limit', 'Limit must be a whole number from 1'],
    [{ cursor: "1' OR 1=1" }, 'cursor', 'Invalid cursor'],
    [{ q: 'x'.repeat(101) }, 'q', 'Search must be at most 100 characters'],
  ])('refuses %p', (query, field, msg) => {
    const result = validate(registrationListQuery, query);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors).toContainEqual({ field, msg });
  });
});

describe('registrationUpdateSchema', () => {
  it('takes a status, a note, an assignee, a follow-up, and nothing else', () => {
    expect(validate(registrationUpdateSchema, { status: 'enrolled', note: ' Called twice ', other: 1 })).toEqual({
      success: true,
      data: { status: 'enrolled', note: 'Called twice' },
    });
    expect(validate(registrationUpdateSchema, { note: '' })).toEqual({ success: true, data: { note: '' } });
    expect(validate(registrationUpdateSchema, { other: 1 })).toEqual({
      success: false,
      errors: [{ field: 'body', msg: 'Send a status, a note, an assignee or a follow-up' }],
    });
    expect(
      validate(registrationUpdateSchema, { assigneeId: null, followUpAt: '2026-11-25T10:00:00+05:30' }).success,
    ).toBe(true);
    expect(validate(registrationUpdateSchema, { followUpAt: 'tomorrow' }).success).toBe(false);
    expect(validate(registrationUpdateSchema, { assigneeId: 'me' }).success).toBe(false);
  });

  it('takes a note of up to 2000 characters, never cut, and names the limit beyond it', () => {
    expect(validate(registrationUpdateSchema, { note: 'x'.repeat(2000) })).toEqual({
      success: true,
      data: { note: 'x'.repeat(2000) },
    });
    expect(validate(registrationUpdateSchema, { note: 'x'.repeat(2001) })).toEqual({
      success: false,
      errors: [{ field: 'note', msg: 'Note must be at most 2000 characters' }],
    });
  });
});

describe('empty query values', () => {
  it('mean not set, on every filter, and an empty limit is the default page', () => {
    expect(
      validate(registrationListQuery, {
        q: '',
        program: '',
        status: '',
        from: '',
        to: '',
        sort: '',
        limit: '',
        cursor: '',
      }),
    ).toEqual({
      success: true,
      data: { sort: 'newest', limit: 50 },
    });
    expect(validate(timelineQuery, { from: '', to: '', bucket: '' })).toEqual({
      success: true,
      data: { bucket: 'day' },
    });
  });

  it('take only dates that exist: 0000-00-00 and 2026-02-30 do not', () => {
    for (const from of ['0000-00-00', '2026-02-30', '2025-02-29']) {
      expect(validate(registrationListQuery, { from })).toEqual({
        success: false,
        errors: [{ field: 'from', msg: 'From must be a date (YYYY-MM-DD)' }],
      });
    }
    expect(validate(registrationListQuery, { from: '2024-02-29', to: '2024-01-01' })).toMatchObject({ success: true });
  });
});

describe('timelineQuery', () => {
  it('defaults to days, and takes days or weeks', () => {
    expect(validate(timelineQuery, {})).toEqual({ success: true, data: { bucket: 'day' } });
    expect(validate(timelineQuery, { bucket: 'month' }).success).toBe(false);
  });
});
