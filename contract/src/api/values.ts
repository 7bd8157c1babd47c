// The values the API's answers and requests are made of, as plain constants: the public forms import them
// without loading a schema library. The answers' schemas, built from these, are beside this file.

export const PROGRAMS = ['IT', 'Civil', 'Mechanical', 'Other'] as const;
export type Program = (typeof PROGRAMS)[number];

/** How a program may be spelled on the way in (any case, any spaces): 'information technology' is IT. */
export const PROGRAM_SPELLINGS: Readonly<Record<string, Program>> = {
  it: 'IT',
  'information technology': 'IT',
  civil: 'Civil',
  mechanical: 'Mechanical',
  other: 'Other',
};

/** 'it', ' Information Technology ' and 'IT' are all IT; anything else is not a program. */
export function normalizeProgram(value: string): Program | undefined {
  return PROGRAM_SPELLINGS[value.trim().toLowerCase().replace(/\s+/g, ' ')];
}

/** Staff follow-up of a registration: `new` → `contacted` → `enrolled` or `not-interested`. */
export const REGISTRATION_STATUSES = ['new', 'contacted', 'enrolled', 'not-interested'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const ACTIVITY_KINDS = ['created', 'status', 'note', 'assigned', 'follow-up'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** `admin` manages accounts and does everything `staff` do; `staff` work the registrations. */
export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const AUDIT_ACTIONS = [
  'login',
  'logout',
  'login-failed',
  'export',
  'status-change',
  'note-change',
  'delete',
  'message-handled',
  'password-change',
  'staff-create',
  'staff-update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Actions whose target is a registration's id: the audit log names the registration while it exists and
 * says "erased registration" once it is gone. (Add a new registration action here too.) */
export const REGISTRATION_AUDIT_ACTIONS: readonly AuditAction[] = ['status-change', 'note-change', 'delete'];
/** Actions whose target is a staff account's id. */
export const STAFF_AUDIT_ACTIONS: readonly AuditAction[] = ['staff-create', 'staff-update', 'password-change'];
/** What the audit log says for a registration that has been erased (its name is gone with it). */
export const ERASED_REGISTRATION = 'erased registration';

/** A UUIDv7 as the API writes it: every `_id`, and so every cursor. */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
