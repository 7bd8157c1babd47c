import { PROGRAMS, type Program } from '@blueprint/contract/api/values';
import type { TimelinePoint, TimelineQuery } from '@blueprint/contract/api/registrations';
import { localDay } from '../../lib/time-zone';

const DAY_MS = 86_400_000;
export const DEFAULT_DAYS = 30;
/** Three years of days: the answer stays small whatever is asked. */
export const MAX_DAYS = 1100;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The range asked for, with the defaults: the last 30 days of the institute's time zone, up to today
 * there (not yesterday, as UTC made it in the morning in India) or up to `to`. A longer range than MAX_DAYS
 * is cut to its last MAX_DAYS days (as a list's `limit` is clamped), so the answer stays small.
 */
export function timelineRange(
  { from, to }: Pick<TimelineQuery, 'from' | 'to'>,
  timeZone: string,
  now = Date.now(),
): { from: string; to: string } {
  const today = localDay(now, timeZone);
  const end = to ?? (from && from > today ? from : today);
  const start = from ?? dayOf(dayMs(end) - (DEFAULT_DAYS - 1) * DAY_MS);
  const earliest = dayOf(dayMs(end) - (MAX_DAYS - 1) * DAY_MS);
  return { from: start < earliest ? earliest : start, to: end };
}

/** The Monday (UTC) of the week a day is in. */
const weekOf = (day: string) => {
  const ms = dayMs(day);
  return dayOf(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS);
};

/**
 * One point per day (or per week, dated by its Monday) from `from` to `to`, zeros included, so a chart's
 * axis has no gaps; a week at either end counts only its days inside the range.
 */
export function toTimeline(
  days: { day: string; program: Program; total: number }[],
  { from, to, bucket }: { from: string; to: string; bucket: 'day' | 'week' },
): TimelinePoint[] {
  const bucketOf = bucket === 'week' ? weekOf : (day: string) => day;
  const points = new Map<string, TimelinePoint>();
  const step = bucket === 'week' ? 7 * DAY_MS : DAY_MS;
  for (let ms = dayMs(bucketOf(from)); ms <= dayMs(to); ms += step) {
    const date = dayOf(ms);
    points.set(date, {
      date,
      ...(Object.fromEntries(PROGRAMS.map((program) => [program, 0])) as Record<Program, number>),
    });
  }
  for (const { day, program, total } of days) {
    const point = points.get(bucketOf(day));
    if (point) point[program] += total;
  }
  return [...points.values()];
}
