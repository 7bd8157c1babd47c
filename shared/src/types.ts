// Shapes the API and the apps agree on (docs/contract.md#http-api).

export const PROGRAMS = ['IT', 'Civil', 'Mechanical', 'Other'] as const;
export type Program = (typeof PROGRAMS)[number];

/** Staff follow-up of a registration: `new` → `contacted` → `enrolled` or `not-interested`. */
export const REGISTRATION_STATUSES = ['new', 'contacted', 'enrolled', 'not-interested'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export interface Registration {
  _id: string;
  fullName: string;
  email: string;
  phone: string;
  program: Program;
  course: string;
  qualification: string;
  college: string;
  graduationYear: number;
  message: string;
  createdAt: string;
  /** `new` until staff change it. */
  status: RegistrationStatus;
  /** The latest staff note, `""` when none (every note stays in the activity history). */
  note: string;
  /** +1 on every change: `ETag`/`If-Match` on `PATCH /api/internships/:id`. */
  version: number;
  /** The staff member working it, or null. */
  assignee: StaffRef | null;
  /** When to call back next (UTC ISO 8601), or null. */
  followUpAt: string | null;
  /** The ids of other registrations with the same phone. */
  duplicates: string[];
}

/** A staff member as another record names them. */
export interface StaffRef {
  _id: string;
  name: string;
}

export const ACTIVITY_KINDS = ['created', 'status', 'note', 'assigned', 'follow-up'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One entry of `GET /api/internships/:id/activity`, newest first. `created` has no actor of its own (the
 * visitor registered): its actor is `{_id: "", name: "Registration form"}`. */
export type ActivityEntry = { _id: string; at: string; actor: StaffRef } & (
  | { kind: 'created' }
  | { kind: 'status'; from: RegistrationStatus; to: RegistrationStatus }
  | { kind: 'note'; text: string }
  | { kind: 'assigned'; to: StaffRef | null }
  | { kind: 'follow-up'; followUpAt: string | null }
);

/** `POST /api/internships/bulk`. */
export interface BulkResult {
  updated: number;
}

/** `registrationDeleted`: enough for a dashboard to drop the row and its count. */
export interface RegistrationDeleted {
  _id: string;
  program: Program;
}

/** One bucket of `GET /api/internships/timeline`: `date` is the day (or the Monday of the week), UTC. */
export type TimelinePoint = { date: string } & Record<Program, number>;

export interface ProgramStat {
  _id: Program;
  count: number;
}

/** One entry of `GET /api/internships/status-counts`: how many registrations are in a follow-up status. */
export interface StatusCount {
  _id: RegistrationStatus;
  count: number;
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

export interface FieldError {
  field: string;
  msg: string;
}

/** Every API error body. */
export interface ApiErrorBody {
  message: string;
  errors?: FieldError[];
}

export interface LoginResponse {
  token: string;
  expiresAt: string;
}

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  createdAt: string;
  /** Staff have read and dealt with it. */
  handled: boolean;
}

/** `GET /api/contact-messages/stats`. */
export interface ContactMessageStats {
  total: number;
  unread: number;
}

export interface NewsletterSubscriber {
  _id: string;
  email: string;
  createdAt: string;
}

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

/** A change's values before and after, only the fields that changed (never a password). */
export interface AuditChanges {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** `GET /api/audit-log`: who did what and when. `actor` is the account's email as it was (`unknown` for a
 * failed login on no account); `actorId`/`actorName` the staff member (null/the email for entries written
 * before accounts existed); `target` names what was acted on by id or kind, and `targetName` says who or what
 * that is now (a registration's name while it exists, "erased registration" after, a staff member's name),
 * null when there is nothing to name; `changes` is before → after for a change, else null. The API always
 * sends the last four (its answer schema requires them); they are optional here only so that readers written
 * before accounts existed still compile. */
export interface AuditEntry {
  _id: string;
  at: string;
  actor: string;
  actorId?: string | null;
  actorName?: string;
  action: AuditAction;
  target: string;
  targetName?: string | null;
  changes?: AuditChanges | null;
}

/** `admin` manages accounts and does everything `staff` do; `staff` work the registrations. */
export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff account (`GET /api/staff`). Never carries the password or its hash. */
export interface StaffUser {
  _id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

/** `GET /api/auth/me`: who is signed in, and the institute's time zone (an IANA name) for day boundaries. */
export interface CurrentStaff {
  _id: string;
  email: string;
  name: string;
  role: StaffRole;
  timeZone: string;
}

/** The header's Courses dropdown: provider groups with their courses (exposed by the catalog remote). */
export interface NavCourse {
  id: string;
  title: string;
}
export interface NavGroup {
  id: string;
  label: string;
  courses: NavCourse[];
}
