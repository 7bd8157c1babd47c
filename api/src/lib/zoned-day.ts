// Days in the institute's time zone (TIME_ZONE): where one begins, as an instant, and the smallest UUIDv7
// made at or after an instant (ids are time-ordered, so a day range is a range of the primary key).

const formats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant (ms since the epoch) at which the day `YYYY-MM-DD` (plus `addDays`) begins in `timeZone`.
 * Midnight's offset is found in two steps, so a day that begins on a daylight-saving change is right too.
 */
export function zonedDayStart(day: string, timeZone: string, addDays = 0): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, date + addDays);
  const guess = wallMidnight - offsetAt(wallMidnight, timeZone);
  return wallMidnight - offsetAt(guess, timeZone);
}

/** The smallest UUIDv7 whose time is at or after `ms`. */
export function idAtOrAfter(ms: number): string {
  const hex = Math.max(0, ms).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}
