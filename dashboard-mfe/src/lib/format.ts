// Numbers and dates as the staff read them. Dates are in the institute's time zone (`timeZone` from
// GET /api/auth/me, the API's TIME_ZONE), not the reader's: a registration at 00:21 in Bengaluru is on that
// Bengaluru day wherever the reader sits, as the API's date filters, due dates and CSV count it.
const countFormat = new Intl.NumberFormat();

/** Until /api/auth/me answers: the API's default TIME_ZONE (docs/contract.md). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

let timeZone = DEFAULT_TIME_ZONE;
let dateTimeFormat = makeDateTimeFormat(timeZone);
let dateFormat = makeDateFormat(timeZone);

function makeDateTimeFormat(zone: string) {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
}
function makeDateFormat(zone: string) {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: zone });
}

/**
 * The zone every date is shown in: one per page (the signed-in institute's), set when /api/auth/me answers.
 * An unknown zone name is refused (the zone stays as it was) rather than breaking every date.
 */
export function setDisplayTimeZone(zone: string): void {
  if (zone === timeZone) return;
  try {
    const formats = [makeDateTimeFormat(zone), makeDateFormat(zone)] as const;
    [dateTimeFormat, dateFormat] = formats;
    timeZone = zone;
  } catch {
    // RangeError: not a zone this browser knows.
  }
}

export function displayTimeZone(): string {
  return timeZone;
}

/** 12345 → '12,345' in the reader's locale. */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** An ISO timestamp as a date and time in the institute's zone; the text as given when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return iso && !Number.isNaN(date.getTime()) ? dateTimeFormat.format(date) : iso;
}

/** An ISO timestamp as a date in the institute's zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return iso && !Number.isNaN(date.getTime()) ? dateFormat.format(date) : iso;
}

/** The institute's calendar day (`YYYY-MM-DD`) of an instant. */
export function zonedDay(iso: string, zone = timeZone): string {
  if (Number.isNaN(new Date(iso).getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The instant a calendar day (`YYYY-MM-DD`) starts in the institute's zone, as ISO 8601 UTC: a follow-up
 * date chosen as a day is due from that day's first minute there.
 */
export function zonedDayStart(day: string, zone = timeZone): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  // The zone's offset at that moment (read back through Intl), applied once and checked once more for a
  // day on which the offset changes.
  let instant = utcMidnight - offsetMs(utcMidnight, zone);
  instant = utcMidnight - offsetMs(instant, zone);
  return new Date(instant).toISOString();
}

function offsetMs(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const MINUTE = 60_000;

/**
 * An instant as people read it: "just now", "5 minutes ago", "today at 3:10 pm", "yesterday at 9:05 am"
 * (days of the institute's zone), else the date and time there. Never an ISO timestamp.
 */
export function formatRelative(iso: string, now = Date.now()): string {
  const at = new Date(iso).getTime();
  if (!iso || Number.isNaN(at)) return iso;
  const ago = now - at;
  if (ago >= -MINUTE && ago < MINUTE) return 'just now';
  if (ago >= MINUTE && ago < 60 * MINUTE) {
    const minutes = Math.floor(ago / MINUTE);
    return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  }
  const day = zonedDay(iso);
  const clock = new Intl.DateTimeFormat('en-IN', {
    timeZone: timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(at)
    .toLowerCase();
  const today = zonedDay(new Date(now).toISOString());
  if (day === today) return `today at ${clock}`;
  if (day === zonedDay(new Date(now - 24 * 60 * MINUTE).toISOString())) return `yesterday at ${clock}`;
  return formatDateTime(iso);
}
