import { registrationSchema, validate, validateField } from './registration';

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
      expect(result.errors.map((error) => error.field)).toEqual(['fullName', 'email', 'phone', 'program', 'qualification', 'college', 'graduationYear']);
    }
  });
});

describe('validateField', () => {
  it("gives one field's message, for checks on blur", () => {
    expect(validateField(registrationSchema, 'email', 'bad')).toBe('Invalid email format');
    expect(validateField(registrationSchema, 'phone', '12345')).toBe('Phone number must be 10 digits');
    expect(validateField(registrationSchema, 'phone', '1234567890')).toBeUndefined();
  });
});
