import { contactMessageListQuery, contactSchema, newsletterSchema } from './inbox.ts';
import { validate } from './validate.ts';

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

describe('contactMessageListQuery', () => {
  it('reads handled as a boolean; empty values are no filter and the default page', () => {
    expect(validate(contactMessageListQuery, { handled: 'false' })).toEqual({
      success: true,
      data: { limit: 50, handled: false },
    });
    expect(validate(contactMessageListQuery, { handled: 'yes' }).success).toBe(false);
    expect(validate(contactMessageListQuery, { handled: '', q: '' })).toEqual({ success: true, data: { limit: 50 } });
  });
});
