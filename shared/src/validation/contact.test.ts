import { validate } from './registration';
import { contactSchema, loginSchema, newsletterSchema } from './contact';

describe('contactSchema', () => {
  it('requires name, email and message; phone and service are optional', () => {
    expect(validate(contactSchema, { name: 'Ravi', email: 'ravi@example.com', message: 'Hello' })).toEqual({
      success: true,
      data: { name: 'Ravi', email: 'ravi@example.com', message: 'Hello', phone: '', service: '' },
    });
    const result = validate(contactSchema, { name: '', email: '', message: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors).toEqual([
        { field: 'name', msg: 'Name is required' },
        { field: 'email', msg: 'Email is required' },
        { field: 'message', msg: 'Message is required' },
      ]);
    }
  });
});

describe('newsletterSchema', () => {
  it('wants one valid email', () => {
    expect(validate(newsletterSchema, { email: 'A@B.io' })).toEqual({ success: true, data: { email: 'a@b.io' } });
    expect(validate(newsletterSchema, { email: 'nope' }).success).toBe(false);
  });
});

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
