import {
  DEFAULT_TIME_ZONE,
  formatDateTime,
  formatRelative,
  setDisplayTimeZone,
  zonedDay,
  zonedDayStart,
} from './format';

describe('dates in the institute time zone', () => {
  afterEach(() => setDisplayTimeZone(DEFAULT_TIME_ZONE));

  it('puts a registration at 00:21 in Bengaluru on that Bengaluru day', () => {
    // 00:21 IST on 25 Nov is 18:51 UTC on 24 Nov.
    expect(zonedDay('2026-11-24T18:51:00.000Z', 'Asia/Kolkata')).toBe('2026-11-25');
    expect(zonedDay('2026-11-24T18:51:00.000Z', 'UTC')).toBe('2026-11-24');
  });

  it('shows times in the zone set from /api/auth/me, and ignores a zone it does not know', () => {
    setDisplayTimeZone('Asia/Kolkata');
    expect(formatDateTime('2026-11-24T18:51:00.000Z')).toMatch(/25/);
    setDisplayTimeZone('Not/A_Zone');
    expect(formatDateTime('2026-11-24T18:51:00.000Z')).toMatch(/25/);
    setDisplayTimeZone('UTC');
    expect(formatDateTime('2026-11-24T18:51:00.000Z')).toMatch(/24/);
  });

  it('starts a chosen day at its first minute in the zone', () => {
    expect(zonedDayStart('2026-11-25', 'Asia/Kolkata')).toBe('2026-11-24T18:30:00.000Z');
    expect(zonedDayStart('2026-11-25', 'UTC')).toBe('2026-11-25T00:00:00.000Z');
    // New York on the day its clocks go back (offset -4 at midnight).
    expect(zonedDayStart('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
  });

  it('reads recent times relatively, in the institute days, and older ones as a date and time', () => {
    setDisplayTimeZone('Asia/Kolkata');
    // 15:40 IST on 27 Nov.
    const now = Date.parse('2026-11-27T10:10:00.000Z');
    expect(formatRelative('2026-11-27T10:09:40.000Z', now)).toBe('just now');
    expect(formatRelative('2026-11-27T10:08:00.000Z', now)).toBe('2 minutes ago');
    expect(formatRelative('2026-11-27T09:40:00.000Z', now)).toBe('30 minutes ago');
    expect(formatRelative('2026-11-27T04:00:00.000Z', now)).toBe('today at 9:30 am');
    // 23:30 IST on 26 Nov is yesterday there, though still 26 Nov in UTC too.
    expect(formatRelative('2026-11-26T18:00:00.000Z', now)).toBe('yesterday at 11:30 pm');
    const older = formatRelative('2026-11-20T04:00:00.000Z', now);
    expect(older).toBe(formatDateTime('2026-11-20T04:00:00.000Z'));
    expect(older).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });
});
