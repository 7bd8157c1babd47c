// Records as the API stores them, for the fake API and the tests: each built through its contract schema, so
// a fixture the API could not send fails where it is made.
import { contactMessage as contactMessageSchema, type ContactMessage } from '@blueprint/contract/api/inbox';
import { registration as registrationSchema, type Registration } from '@blueprint/contract/api/registrations';
import { PROGRAMS, type Program } from '@blueprint/contract/api/values';

const ids = new Map<string, string>();

/** The id (a UUIDv7, as the API writes ids) a test knows by a name: the same name, the same id. */
export function fakeId(name: string): string {
  let id = ids.get(name);
  if (!id) {
    id = `0190a0b0-0000-7000-8000-${(ids.size + 1).toString(16).padStart(12, '0')}`;
    ids.set(name, id);
  }
  return id;
}

let sequence = 0;

/** A registration as the API sends it; each call a different student, newer than the last. */
export function registration(overrides: Partial<Registration> = {}): Registration {
  sequence += 1;
  return registrationSchema.parse({
    _id: fakeId(`registration ${sequence}`),
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
    version: 1,
    assignee: null,
    followUpAt: null,
    duplicates: [],
    ...overrides,
  });
}

export function registrations(count: number, program: Program = 'IT'): Registration[] {
  return Array.from({ length: count }, () => registration({ program }));
}

/** `GET /api/internships/stats` for these counts: all four programs, zeros included. */
export function stats(counts: Partial<Record<Program, number>>) {
  return PROGRAMS.map((program) => ({ _id: program, count: counts[program] ?? 0 }));
}

let messages = 0;

/** A contact message as the API stores it; each call a different one. */
export function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  messages += 1;
  return contactMessageSchema.parse({
    _id: fakeId(`message ${messages}`),
    name: 'Meera',
    email: 'meera@example.com',
    phone: '',
    service: '',
    message: 'Hello',
    createdAt: '2026-03-01T10:00:00.000Z',
    handled: false,
    ...overrides,
  });
}
