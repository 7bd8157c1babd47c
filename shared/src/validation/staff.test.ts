import { validate } from './registration';
import { contactMessageListQuery, registrationListQuery, registrationUpdateSchema, timelineQuery } from './staff';

describe('registrationListQuery', () => {
  it('defaults to the newest 50, and clamps the page size', () => {
    expect(validate(registrationListQuery, {})).toEqual({ success: true, data: { sort: 'newest', limit: 50 } });
    expect(validate(registrationListQuery, { limit: '9000', q: '  Asha ', program: 'civil', status: 'contacted', from: '2026-01-01', to: '2026-01-31' })).toEqual({
      success: true,
      data: { sort: 'newest', limit: 500, q: 'Asha', program: 'Civil', status: 'contacted', from: '2026-01-01', to: '2026-01-31' },
    });
  });

  it.each([
    [{ status: 'called' }, 'status', 'Status must be one of new, contacted, enrolled, not-interested'],
    [{ from: '2026-02-30' }, 'from', 'From must be a date (YYYY-MM-DD)'],
    [{ to: 'yesterday' }, 'to', 'To must be a date (YYYY-MM-DD)'],
    [{ from: '2026-02-01', to: '2026-01-01' }, 'to', 'To must not be before from'],
    [{ sort: 'random' }, 'sort', 'Sort must be newest or oldest'],
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
  it('takes a status, a note or both, and nothing else', () => {
    expect(validate(registrationUpdateSchema, { status: 'enrolled', note: ' Called twice ', other: 1 })).toEqual({
      success: true,
      data: { status: 'enrolled', note: 'Called twice' },
    });
    expect(validate(registrationUpdateSchema, { note: '' })).toEqual({ success: true, data: { note: '' } });
    expect(validate(registrationUpdateSchema, { other: 1 })).toEqual({ success: false, errors: [{ field: 'body', msg: 'Send a status or a note' }] });
    expect(validate(registrationUpdateSchema, { note: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('timelineQuery and contactMessageListQuery', () => {
  it('default to days, and read handled as a boolean', () => {
    expect(validate(timelineQuery, {})).toEqual({ success: true, data: { bucket: 'day' } });
    expect(validate(timelineQuery, { bucket: 'month' }).success).toBe(false);
    expect(validate(contactMessageListQuery, { handled: 'false' })).toEqual({ success: true, data: { limit: 50, handled: false } });
    expect(validate(contactMessageListQuery, { handled: 'yes' }).success).toBe(false);
  });
});
