import type { Program, Registration } from '@blueprint/shared/types';
import type { FollowUpStatus } from '../features/registrations/api/follow-up-status';

/** A registration as the API sends it, with its staff follow-up (docs/contract.md). */
export type ApiRegistration = Omit<Registration, 'status' | 'note' | 'version' | 'assignee' | 'followUpAt' | 'duplicates'> & {
  status: FollowUpStatus;
  note: string;
  /** The team fields (docs/contract.md "Registrations as a team"); the fake API fills in what is left out. */
  version?: number;
  assignee?: { _id: string; name: string } | null;
  followUpAt?: string | null;
  duplicates?: string[];
};

let sequence = 0;

/** A registration as the API sends it; each call a different student, newer than the last. */
export function registration(overrides: Partial<ApiRegistration> = {}): ApiRegistration {
  sequence += 1;
  return {
    _id: `r${sequence}`,
    fullName: `Student ${sequence}`,
    email: `student${sequence}@example.com`,
    phone: '9876543210',
    program: 'IT',
    course: '',
    qualification: 'B.Tech',
    college: 'RV College of Engineering',
    graduationYear: 2025,
    message: '',
    createdAt: new Date(Date.UTC(2026, 0, 1, 9, 0, sequence)).toISOString(),
    status: 'new',
    note: '',
    ...overrides,
  };
}

export function registrations(count: number, program: Program = 'IT'): ApiRegistration[] {
  return Array.from({ length: count }, () => registration({ program }));
}

export function stats(counts: Partial<Record<Program, number>>) {
  return (['IT', 'Civil', 'Mechanical', 'Other'] as const).map((program) => ({ _id: program, count: counts[program] ?? 0 }));
}
