import { DEFAULT_TIME_ZONE, formatDateTime, setDisplayTimeZone, zonedDay, zonedDayStart } from './format';

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
});
