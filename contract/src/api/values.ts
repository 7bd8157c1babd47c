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

/** What an audit entry's `target` is, which decides how the log names it (`targetName`):
 * - `registration`: its id; named by the registration's name while it exists, `erased registration` after;
 * - `message`: a contact message's id; named by its sender's name;
 * - `staff`: a staff account's id; named by the account's name now;
 * - `export`: the kind of export (`EXPORT_KINDS`); named by what was exported;
 * - `remote`: a remote of the site (`marketing`, `catalog`, `internship`, `dashboard`); named as it is;
 * - `session`, `none`: a session's id or nothing; no name. */
export type AuditTargetKind = 'registration' | 'message' | 'staff' | 'export' | 'remote' | 'session' | 'none';

/**
 * Every action the audit log records: what its target is and how a person reads it. A new action is one
 * entry here; the API's `audit()` records it, the log names its target by `target`, the filters and the
 * OpenAPI document offer it and the dashboard shows `label` (and its before → after, field by field).
 */
export const AUDIT_ACTION_INFO = {
  login: { target: 'none', label: 'Signed in' },
  logout: { target: 'session', label: 'Signed out' },
  'login-failed': { target: 'none', label: 'Failed sign-in' },
  export: { target: 'export', label: 'Exported a CSV' },
  'status-change': { target: 'registration', label: 'Changed a follow-up status' },
  'note-change': { target: 'registration', label: 'Added a note' },
  'assignment-change': { target: 'registration', label: 'Assigned a registration' },
  'follow-up-change': { target: 'registration', label: 'Set a follow-up date' },
  'bulk-change': { target: 'registration', label: 'Changed registrations in bulk' },
  delete: { target: 'registration', label: 'Erased a registration' },
  'message-handled': { target: 'message', label: 'Marked a message handled or unread' },
  'password-change': { target: 'staff', label: 'Changed their password' },
  'staff-create': { target: 'staff', label: 'Added a staff member' },
  'staff-update': { target: 'staff', label: 'Changed a staff account' },
  'second-factor-add': { target: 'staff', label: 'Added a second factor' },
  'second-factor-remove': { target: 'staff', label: 'Removed a passkey' },
  'second-factor-reset': { target: 'staff', label: 'Reset a second factor' },
  'release-deployed': { target: 'remote', label: 'Deployed a release' },
  'canary-started': { target: 'remote', label: 'Started a canary' },
  'release-rolled-back': { target: 'remote', label: 'Rolled back a release' },
  'release-promoted': { target: 'remote', label: 'Promoted a canary to every visitor' },
  'canary-stopped': { target: 'remote', label: 'Ended a canary' },
  'release-previewed': { target: 'remote', label: 'Opened a preview of a release' },
} as const satisfies Record<string, { target: AuditTargetKind; label: string }>;

export type AuditAction = keyof typeof AUDIT_ACTION_INFO;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_INFO) as [AuditAction, ...AuditAction[]];

/** The actions whose target is of this kind. */
export function auditActionsOn(kind: AuditTargetKind): AuditAction[] {
  return AUDIT_ACTIONS.filter((action) => AUDIT_ACTION_INFO[action].target === kind);
}

/** What each kind of export is called in the audit log (an export's `target`; never a search text). */
export const EXPORT_KINDS = {
  registrations: 'Registrations CSV',
  'newsletter-subscribers': 'Newsletter subscribers CSV',
  'audit-log': 'Audit log CSV',
} as const;
export type ExportKind = keyof typeof EXPORT_KINDS;

/** What the audit log says for a registration that has been erased (its name is gone with it). */
export const ERASED_REGISTRATION = 'erased registration';

/** A UUIDv7 as the API writes it: every `_id`, and so every cursor. */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What a visitor's browser reports about a remote (`POST /api/browser-errors`, counted per remote and release):
 * - `load`: the remote, or a module of it, could not be loaded (down, hung, moved, its manifest unreadable);
 * - `render`: an error boundary caught an error thrown while rendering it;
 * - `chunk`: a chunk of its code was gone (a deploy replaced the release the page started with);
 * - `federation-warning`: the federation runtime warned that a shared singleton's version does not satisfy
 *   what the remote (or the shell) requires.
 */
export const BROWSER_ERROR_KINDS = ['load', 'render', 'chunk', 'federation-warning'] as const;
export type BrowserErrorKind = (typeof BROWSER_ERROR_KINDS)[number];

/** The programs with tracks (Other has none). */
export type TrackProgram = Exclude<Program, 'Other'>;

export interface Track {
  /** What a registration stores as its `course`. IT track ids are catalogue course ids too. */
  id: string;
  label: string;
}

/** The tracks of each internship program (Other has none), in the order the pages list them. */
export const PROGRAM_TRACKS = {
  IT: [
    { id: 'ai-ml', label: 'AI & Machine Learning' },
    { id: 'data-science', label: 'Data Science' },
    { id: 'java-fullstack', label: 'Java Fullstack' },
    { id: 'python-fullstack', label: 'Python Fullstack' },
  ],
  Civil: [
    { id: 'bim-construction', label: 'BIM Construction' },
    { id: 'bim-infrastructure', label: 'BIM infrastructure' },
    { id: 'bim-architecture', label: 'BIM architecture' },
  ],
  Mechanical: [
    { id: 'cad-cam', label: 'CAD/CAM' },
    { id: 'product-design', label: 'Product Design' },
    { id: 'manufacturing', label: 'Manufacturing' },
  ],
} as const satisfies Record<TrackProgram, readonly Track[]>;

export type ItTrackId = (typeof PROGRAM_TRACKS.IT)[number]['id'];

/**
 * How a registration's `course` reads: a registration stores the track id ('java-fullstack', what the forms
 * send), and every display shows the track's label ('Java Fullstack'). Anything else shows as it is.
 */
export function courseLabel(course: string): string {
  for (const tracks of Object.values(PROGRAM_TRACKS)) {
    const track = tracks.find((candidate: Track) => candidate.id === course);
    if (track) return track.label;
  }
  return course;
}
