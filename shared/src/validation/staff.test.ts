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
    expect(validate(registrationUpdateSchema, { assigneeId: null, followUpAt: '2026-11-25T10:00:00+05:30' }).success).toBe(true);
    expect(validate(registrationUpdateSchema, { followUpAt: 'tomorrow' }).success).toBe(false);
    expect(validate(registrationUpdateSchema, { assigneeId: 'me' }).success).toBe(false);
  });

  it('takes a note of up to 2000 characters, never cut, and names the limit beyond it', () => {
    expect(validate(registrationUpdateSchema, { note: 'x'.repeat(2000) })).toEqual({ success: true, data: { note: 'x'.repeat(2000) } });
    expect(validate(registrationUpdateSchema, { note: 'x'.repeat(2001) })).toEqual({
      success: false,
      errors: [{ field: 'note', msg: 'Note must be at most 2000 characters' }],
    });
  });
});

describe('empty query values', () => {
  it('mean not set, on every filter, and an empty limit is the default page', () => {
    expect(validate(registrationListQuery, { q: '', program: '', status: '', from: '', to: '', sort: '', limit: '', cursor: '' })).toEqual({
      success: true,
      data: { sort: 'newest', limit: 50 },
    });
    expect(validate(timelineQuery, { from: '', to: '', bucket: '' })).toEqual({ success: true, data: { bucket: 'day' } });
    expect(validate(contactMessageListQuery, { handled: '', q: '' })).toEqual({ success: true, data: { limit: 50 } });
  });

  it('take only dates that exist: 0000-00-00 and 2026-02-30 do not', () => {
    for (const from of ['0000-00-00', '2026-02-30', '2025-02-29']) {
      expect(validate(registrationListQuery, { from })).toEqual({ success: false, errors: [{ field: 'from', msg: 'From must be a date (YYYY-MM-DD)' }] });
    }
    expect(validate(registrationListQuery, { from: '2024-02-29', to: '2024-01-01' })).toMatchObject({ success: true });
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
