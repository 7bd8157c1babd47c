import type { RegistrationFilters } from './registration-filters';

/** The registrations' queries; live events find them by these keys (src/app/live-updates.ts). */
export const registrationKeys = {
  all: ['registrations'] as const,
  programCounts: ['registrations', 'program-counts'] as const,
  statusCounts: ['registrations', 'status-counts'] as const,
  lists: ['registrations', 'list'] as const,
  /** One list: its filters as sent (blanks left out) and its page size. */
  list: (filters: RegistrationFilters, limit: number) => ['registrations', 'list', { ...filters, limit }] as const,
  /** One registration as stored (the student panel). */
  one: (id: string) => ['registrations', 'one', id] as const,
  /** One registration's history of notes, status changes, assignment and follow-up dates. */
  activity: (id: string) => ['registrations', 'activity', id] as const,
  timeline: (range: { from: string; to: string; bucket: string }) => ['registrations', 'timeline', range] as const,
};

/** The filters and page size a list's key holds. */
export function listParamsOf(key: readonly unknown[]): RegistrationFilters & { limit: number } {
  return key[2] as RegistrationFilters & { limit: number };
}
