import { normalizeRegistration, normalizeRegistrations } from './normalize-registration';

const contract = {
  _id: 'a1',
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
};

describe('normalizeRegistration', () => {
  it('keeps a record in the contract shape as it is', () => {
    expect(normalizeRegistration(contract)).toEqual(contract);
  });

  it('reads capitalised field names', () => {
    const capitalised = {
      _id: 'a2',
      FullName: 'Ravi Kumar',
      Email: 'ravi@example.com',
      Phone: '9000000000',
      Program: 'Mechanical',
      Course: 'CAD/CAM',
      Qualification: 'Diploma',
      College: 'PES',
      GraduationYear: '2024',
      Message: 'Hi',
      CreatedAt: '2026-01-02T03:04:05.000Z',
    };
    expect(normalizeRegistration(capitalised)).toEqual({
      _id: 'a2',
      fullName: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9000000000',
      program: 'Mechanical',
      course: 'CAD/CAM',
      qualification: 'Diploma',
      college: 'PES',
      graduationYear: 2024,
      message: 'Hi',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it('takes `name` (or `Name`) as the full name when there is no fullName', () => {
    expect(normalizeRegistration({ _id: 'a3', name: 'Meera' })?.fullName).toBe('Meera');
    expect(normalizeRegistration({ _id: 'a4', Name: 'Kiran' })?.fullName).toBe('Kiran');
    expect(normalizeRegistration({ _id: 'a5', FullName: 'Full', name: 'Short' })?.fullName).toBe('Full');
  });

  it('prefers the exact field name over a capitalised duplicate', () => {
    expect(normalizeRegistration({ _id: 'a6', email: 'right@example.com', Email: 'wrong@example.com' })?.email).toBe(
      'right@example.com',
    );
  });

  it("maps programs case-insensitively, 'information technology' to IT and anything else to Other", () => {
    expect(normalizeRegistration({ _id: 'p1', program: 'it' })?.program).toBe('IT');
    expect(normalizeRegistration({ _id: 'p2', program: 'Information Technology' })?.program).toBe('IT');
    expect(normalizeRegistration({ _id: 'p3', program: 'CIVIL' })?.program).toBe('Civil');
    expect(normalizeRegistration({ _id: 'p4', program: 'Aerospace' })?.program).toBe('Other');
    expect(normalizeRegistration({ _id: 'p5' })?.program).toBe('Other');
  });

  it('fills missing fields with empty text and an unknown year with null', () => {
    expect(normalizeRegistration({ id: 'x1' })).toEqual({
      _id: 'x1',
      fullName: '',
      email: '',
      phone: '',
      program: 'Other',
      course: '',
      qualification: '',
      college: '',
      graduationYear: null,
      message: '',
      createdAt: '',
    });
    expect(normalizeRegistration({ _id: 'x2', graduationYear: 'soon' })?.graduationYear).toBeNull();
  });

  it('keeps markup as plain text, to be shown literally', () => {
    const name = '<img src=x onerror=alert(1)>';
    expect(normalizeRegistration({ _id: 'h1', fullName: name })?.fullName).toBe(name);
  });

  it('turns an epoch timestamp into ISO text and does not take objects for text', () => {
    const record = normalizeRegistration({ _id: 't1', createdAt: Date.UTC(2026, 0, 1), fullName: { first: 'A' } });
    expect(record?.createdAt).toBe('2026-01-01T00:00:00.000Z');
    expect(record?.fullName).toBe('');
  });

  it('rejects what is not a record with an id', () => {
    expect(normalizeRegistration(null)).toBeNull();
    expect(normalizeRegistration('text')).toBeNull();
    expect(normalizeRegistration([contract])).toBeNull();
    expect(normalizeRegistration({ fullName: 'No id' })).toBeNull();
  });
});

describe('normalizeRegistrations', () => {
  it('leaves out unusable records and keeps the order of the rest', () => {
    const list = normalizeRegistrations([contract, null, { fullName: 'no id' }, { ...contract, _id: 'a9' }]);
    expect(list.map((student) => student._id)).toEqual(['a1', 'a9']);
  });

  it('answers an empty list for anything but an array', () => {
    expect(normalizeRegistrations({ data: [] })).toEqual([]);
    expect(normalizeRegistrations(undefined)).toEqual([]);
  });
});
