import { timeline, type TimelinePoint } from '@blueprint/contract/api/registrations';
import { dashboardApi } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

export type { TimelinePoint };
export type TimelineBucket = 'day' | 'week';

/** GET /api/internships/timeline?from=&to=&bucket=: registrations per day or week and program. */
export async function getTimeline(params: {
  from: string;
  to: string;
  bucket: TimelineBucket;
}): Promise<TimelinePoint[]> {
  const { data } = await dashboardApi.get<unknown>('/api/internships/timeline', { params });
  return readAnswer(timeline, data);
}
