// The institute's day (TIME_ZONE, an IANA name): every day boundary the API draws (the list's from/to, due
// dates, the timeline, the CSV's dates) is a day there, not in UTC. JSON timestamps stay UTC ISO 8601.

const DAY_MS = 86_400_000;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let format = map.get(timeZone);
  if (!format) map.set(timeZone, (format = make()));
  return format;
}

/** Minutes east of UTC at an instant (IST: 330). */
export function offsetMinutes(ms: number, timeZone: string): number {
  const format = cached(
    offsetFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
  );
  const name = format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The local calendar day (`YYYY-MM-DD`) of an instant. */
export function localDay(ms: number, timeZone: string): string {
  const format = cached(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return format.format(ms);
}

/** The instant a local day starts (its midnight, or its first minute where a clock change skips midnight). */
export function dayStart(day: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00.000Z`);
  // Two passes: the offset at the guess may differ from the offset at the answer across a clock change.
  let start = utcMidnight - offsetMinutes(utcMidnight, timeZone) * 60_000;
  start = utcMidnight - offsetMinutes(start, timeZone) * 60_000;
  return localDay(start, timeZone) === day ? start : start + 3_600_000;
}

/** A calendar day `days` later (pure date arithmetic). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** An instant as local ISO 8601 with its offset (`2026-11-25T00:21:00+05:30`): the CSV's dates. */
/** An instant as a person reads it in `timeZone`: `27 Nov 2026, 3:10 pm`. */
export function readableTimestamp(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}

export function localTimestamp(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  const offset = offsetMinutes(ms, timeZone);
  const wall = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export interface OffsetPeriod {
  /** UTC ISO 8601 instant from which `minutes` holds (the first period starts at the epoch). */
  since: string;
  minutes: number;
}

const periods = new Map<string, OffsetPeriod[]>();

/**
 * The zone's offsets from 1970 to 2100 as periods, for the database's day counts (migration 009): a
 * trigger finds a registration's offset with one indexed lookup, in SQL, on both engines. Found by walking
 * week by week and narrowing each change to its minute.
 */
export function offsetPeriods(timeZone: string): OffsetPeriod[] {
  const known = periods.get(timeZone);
  if (known) return known;
  const list: OffsetPeriod[] = [{ since: new Date(0).toISOString(), minutes: offsetMinutes(0, timeZone) }];
  const end = Date.UTC(2100, 0, 1);
  // A week at a time: no zone changes its offset twice within a week.
  const step = 7 * DAY_MS;
  for (let ms = step; ms < end; ms += step) {
    const minutes = offsetMinutes(ms, timeZone);
    if (minutes === list.at(-1)!.minutes) continue;
    let low = ms - step;
    let high = ms;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(middle, timeZone) === minutes) high = middle;
      else low = middle;
    }
    list.push({ since: new Date(high).toISOString(), minutes });
  }
  periods.set(timeZone, list);
  return list;
}
