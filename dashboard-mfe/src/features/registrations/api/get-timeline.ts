import { PROGRAMS, type TimelinePoint } from '@blueprint/shared/types';
import { dashboardApi } from '../../../lib/api-client';

export type { TimelinePoint };
export type TimelineBucket = 'day' | 'week';

/** GET /api/internships/timeline?from=&to=&bucket=: registrations per day or week and program. */
export async function getTimeline(params: { from: string; to: string; bucket: TimelineBucket }): Promise<TimelinePoint[]> {
  const { data } = await dashboardApi.get<unknown>('/api/internships/timeline', { params });
  if (!Array.isArray(data)) return [];
  return data
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null && typeof (entry as { date?: unknown }).date === 'string')
    .map((entry) => {
      const point = { date: String(entry.date) } as TimelinePoint;
      for (const program of PROGRAMS) {
        const value = Number(entry[program]);
        point[program] = Number.isFinite(value) && value > 0 ? value : 0;
      }
      return point;
    });
}
