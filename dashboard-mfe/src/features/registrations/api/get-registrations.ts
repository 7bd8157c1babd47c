import type { Program } from '@blueprint/shared/types';
import { dashboardApi } from '../../../lib/api-client';
import { normalizeRegistrations, type Student } from './normalize-registration';

export interface StudentPage {
  students: Student[];
  nextCursor: string | null;
}

export interface GetRegistrationsParams {
  program: Program;
  limit: number;
  cursor?: string | null;
}

/** GET /api/internships?program=&limit=&cursor=: one page, newest first. */
export async function getRegistrations({ program, limit, cursor }: GetRegistrationsParams): Promise<StudentPage> {
  const { data } = await dashboardApi.get<{ data?: unknown; nextCursor?: unknown }>('/api/internships', {
    params: { program, limit, ...(cursor ? { cursor } : {}) },
  });
  return {
    students: normalizeRegistrations(data?.data),
    nextCursor: typeof data?.nextCursor === 'string' && data.nextCursor ? data.nextCursor : null,
  };
}
