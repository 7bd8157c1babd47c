import { programStatsAsRead, registration, registrationAsRead, type Registration } from './registrations.ts';

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
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name[0] === '_' ? name : name[0]!.toUpperCase() + name.slice(1), value]));

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
    expect(registrationAsRead.parse({ ...stored, fullName: '<img src=x onerror=alert(1)>' }).fullName).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('programStatsAsRead', () => {
  it("reads 'information technology' as IT, and refuses a count that is not one", () => {
    expect(programStatsAsRead.parse([{ _id: 'information technology', count: 2 }, { _id: 'Civil', count: 0 }])).toEqual([
      { _id: 'IT', count: 2 },
      { _id: 'Civil', count: 0 },
    ]);
    expect(programStatsAsRead.safeParse([{ _id: 'IT', count: -1 }]).success).toBe(false);
    expect(programStatsAsRead.safeParse([{ _id: 'IT', count: 'many' }]).success).toBe(false);
  });
});
