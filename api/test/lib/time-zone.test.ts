import { dayStart, localDay, localTimestamp, offsetPeriods } from '../../src/lib/time-zone';

describe('the institute’s time zone', () => {
  it('puts 00:21 in Bengaluru on that day, and starts its day at 18:30 UTC the day before', () => {
    expect(localDay(Date.parse('2026-11-24T18:51:00.000Z'), 'Asia/Kolkata')).toBe('2026-11-25');
    expect(new Date(dayStart('2026-11-25', 'Asia/Kolkata')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(localTimestamp('2026-11-24T18:51:00.000Z', 'Asia/Kolkata')).toBe('2026-11-25T00:21:00+05:30');
  });

  it('knows a zone’s clock changes: a day that starts in summer time, and a 45-minute offset', () => {
    expect(new Date(dayStart('2026-07-01', 'Europe/London')).toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(new Date(dayStart('2026-01-01', 'Europe/London')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(localTimestamp('2026-01-01T00:00:00.000Z', 'Asia/Kathmandu')).toBe('2026-01-01T05:45:00+05:45');
    const london = offsetPeriods('Europe/London').filter((period) => period.since.startsWith('2026'));
    expect(london).toEqual([
      { since: '2026-03-29T01:00:00.000Z', minutes: 60 },
      { since: '2026-10-25T01:00:00.000Z', minutes: 0 },
    ]);
    expect(offsetPeriods('Asia/Kolkata')).toEqual([{ since: '1970-01-01T00:00:00.000Z', minutes: 330 }]);
  });
});
