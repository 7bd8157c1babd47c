import { auditLogQuery, loginSchema, passwordChangeSchema, staffCreateSchema, staffUpdateSchema } from './staff.ts';
import { validate } from './validate.ts';

describe('loginSchema', () => {
  it('requires both fields, nothing more', () => {
    const result = validate(loginSchema, { email: '', password: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors).toEqual([
        { field: 'email', msg: 'Email is required' },
        { field: 'password', msg: 'Password is required' },
      ]);
    }
  });
});

describe('staffCreateSchema', () => {
  it('takes an account with a password of 12 characters or more, the email trimmed and lower-cased', () => {
    expect(
      validate(staffCreateSchema, {
        email: ' Ana@Blueprint.Test ',
        name: ' Ana ',
        role: 'staff',
        password: 'twelve chars',
        extra: 1,
      }),
    ).toEqual({
      success: true,
      data: { email: 'ana@blueprint.test', name: 'Ana', role: 'staff', password: 'twelve chars' },
    });
  });

  it.each([
    [{ password: 'elevenchars' }, 'password', 'Password must be at least 12 characters'],
    [{ role: 'owner' }, 'role', 'Role must be one of admin, staff'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ email: 'not an email' }, 'email', 'Invalid email format'],
  ])('refuses %p', (change, field, msg) => {
    const result = validate(staffCreateSchema, {
      email: 'ana@blueprint.test',
      name: 'Ana',
      role: 'staff',
      password: 'twelve chars',
      ...change,
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors).toContainEqual({ field, msg });
  });
});

describe('staffUpdateSchema', () => {
  it('takes any of name, role, active and password, and refuses nothing at all', () => {
    expect(validate(staffUpdateSchema, { active: false })).toEqual({ success: true, data: { active: false } });
    expect(validate(staffUpdateSchema, {}).success).toBe(false);
    expect(validate(staffUpdateSchema, { password: 'short' }).success).toBe(false);
  });
});

describe('passwordChangeSchema', () => {
  it('needs the current password and a new one of 12 characters or more', () => {
    expect(validate(passwordChangeSchema, { currentPassword: 'x', newPassword: 'a long new password' }).success).toBe(
      true,
    );
    const result = validate(passwordChangeSchema, { currentPassword: '', newPassword: 'short' });
    expect(result.success ? [] : result.errors.map((error) => error.field)).toEqual(['currentPassword', 'newPassword']);
  });
});

describe('auditLogQuery', () => {
  it('filters by person, action and days; empty values are no filter', () => {
    const actor = '01890000-0000-7000-8000-000000000000';
    expect(validate(auditLogQuery, { actor, action: 'login', from: '2026-11-25', to: '2026-11-25' })).toEqual({
      success: true,
      data: { actor, action: 'login', from: '2026-11-25', to: '2026-11-25', limit: 50 },
    });
    expect(validate(auditLogQuery, { actor: '', action: '', from: '', to: '' })).toEqual({
      success: true,
      data: { limit: 50 },
    });
    expect(validate(auditLogQuery, { action: 'hack' }).success).toBe(false);
    expect(validate(auditLogQuery, { actor: 'someone' }).success).toBe(false);
  });
});
