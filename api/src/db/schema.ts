import type { Generated } from 'kysely';

// The tables as Kysely sees them. Column names are snake_case in SQL; repositories map rows to the
// camelCase shapes of docs/contract.md.
export interface RegistrationsTable {
  id: string;
  full_name: string;
  email: string;
  phone: string;
  program: string;
  course: string;
  qualification: string;
  college: string;
  graduation_year: number;
  message: string;
  created_at: string;
  /** Staff follow-up: one of REGISTRATION_STATUSES, 'new' at first (migration 004). */
  status: string;
  /** The latest staff note, '' at first (every note is kept in registration_activity). */
  note: string;
  /** +1 on every change (migration 009). The insert leaves it and the columns below to their defaults. */
  version: Generated<number>;
  assignee_id: Generated<string | null>;
  /** The assignee's name when assigned, so a list shows it without a join. */
  assignee_name: Generated<string | null>;
  /** UTC ISO 8601. */
  follow_up_at: Generated<string | null>;
}

/** Every change staff make to a registration, newest id last (migration 009); `created` is not stored. */
export interface RegistrationActivityTable {
  id: string;
  registration_id: string;
  at: string;
  actor_id: string;
  actor_name: string;
  kind: string;
  /** JSON: the kind's own fields (`{from, to}`, `{text}`, `{to}`, `{followUpAt}`). */
  detail: string;
}

/** The institute's time zone as periods of one offset (migration 009), for the day counts' triggers. */
export interface TzOffsetsTable {
  since: string;
  minutes: number;
}

/** Per-program totals and change versions, kept by the database in the statement that changes the rows
 * (migrations 002 and 003), so stats never scan rows and the first-page cache knows when a page changed. */
export interface ProgramCountsTable {
  program: string;
  total: number;
  /** Grows with every insert, update or delete of this program's rows. */
  version: number;
}

/** Registrations per day of the institute's time zone (migration 009; UTC before) (`YYYY-MM-DD`) and program, kept by the database (migration 004): the
 * timeline. */
export interface RegistrationDaysTable {
  day: string;
  program: string;
  total: number;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  created_at: string;
  /** Staff have dealt with it: 0 or 1 on both engines. */
  handled: number;
}

export interface NewsletterSubscribersTable {
  /** Added by migration 004 (the staff list pages by it); always set by the repository. */
  id: Generated<string>;
  email: string;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  at: string;
  /** The account's email as it was (`unknown` for a failed login on no account). */
  actor: string;
  action: string;
  target: string;
  /** Who (migration 008): null for rows from before accounts and for a failed login on no account. */
  actor_id: string | null;
  /** Their name then; the email for rows from before accounts. */
  actor_name: string;
  /** JSON `{before, after}` of a change, else null. */
  changes: string | null;
}

export interface StaffSessionsTable {
  id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Whose session (migration 008); null for sessions from before accounts, which are not live. */
  staff_id: string | null;
}

/** Staff accounts (migration 008). */
export interface StaffUsersTable {
  id: string;
  /** Trimmed and lower-cased; unique on lower(email). */
  email: string;
  name: string;
  /** One of STAFF_ROLES. */
  role: string;
  /** 0 or 1 on both engines. */
  active: number;
  /** argon2id (lib/passwords.ts). */
  password_hash: string;
  created_at: string;
  last_login_at: string | null;
}

/** A person's authenticator app (migration 011). */
export interface StaffTotpTable {
  staff_id: string;
  /** Sealed with a key derived from the token secret (lib/sealed.ts). */
  secret: string;
  created_at: string;
  /** Null until the person confirmed it with a code. */
  confirmed_at: string | null;
  /** The time step of the last code accepted: a code is good once. */
  last_step: number | string | null;
}

/** One-time recovery codes (migration 011). */
export interface StaffRecoveryCodesTable {
  id: string;
  staff_id: string;
  /** sha256 hex of the normalized code. */
  code_hash: string;
  used_at: string | null;
}

/** Passkeys (migration 011). */
export interface StaffPasskeysTable {
  id: string;
  staff_id: string;
  /** base64url, as WebAuthn names it. */
  credential_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number | string;
  /** JSON array of AuthenticatorTransport. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A pending sign-in's second step or a WebAuthn challenge, used once (migration 011). */
export interface AuthChallengesTable {
  id: string;
  purpose: string;
  staff_id: string | null;
  challenge: string;
  expires_at: string;
}

/** Browser error reports, counted per remote, release and kind (migration 012). */
export interface BrowserErrorsTable {
  remote: string;
  release: string;
  /** One of BROWSER_ERROR_KINDS. */
  kind: string;
  reports: number;
  first_seen_at: string;
  last_seen_at: string;
}

/** A published release of a remote (migration 013): its files are in release_files, written with it. */
export interface ReleasesTable {
  remote: string;
  release: string;
  commit: string;
  /** As release.json says (`builtAt`). */
  built_at: string;
  published_at: string;
}

/** Each file of a release (migration 013); its bytes are release_blobs' of its sha256. */
export interface ReleaseFilesTable {
  remote: string;
  release: string;
  /** Inside the release, `/`-separated. */
  path: string;
  /** Lowercase hex. */
  sha256: string;
  size: number;
}

/** The bytes of every file a release holds, once per sha256 (migration 013). */
export interface ReleaseBlobsTable {
  sha256: string;
  size: number;
  /** A Buffer from PostgreSQL (bytea), a Uint8Array from SQLite (blob). */
  bytes: Uint8Array;
}

/** The live map, one row per remote (migration 013). */
export interface LiveReleasesTable {
  remote: string;
  /** Null until the remote's first deploy (the row is made by its claim). */
  release: string | null;
  previous: string | null;
  changed_by: string | null;
  changed_at: string | null;
  /** While a deploy of the remote is under way: until when (ms since 1970) its claim holds. */
  changing_until: number | string | null;
  /** That deploy's own token: only it may write the row or let the claim go. */
  claim: string | null;
  /** The canary running beside the stable release (migration 014); all four null when none runs. */
  canary_release: string | null;
  /** The share of visitors on it, 1–99. */
  canary_percent: number | null;
  canary_by: string | null;
  canary_at: string | null;
}

/** Every change of the live map, newest id last (migration 013). */
export interface DeployLogTable {
  id: string;
  remote: string;
  /** One of DEPLOY_ACTIONS: `deploy`, `rollback`, `canary`, `promote`, `canary-stop`. */
  action: string;
  from_release: string;
  to_release: string;
  changed_by: string;
  changed_at: string;
  /** Why, when the system made the change itself (migration 014); null otherwise. */
  reason: string | null;
}

/** Page loads and browser errors per remote, release and minute (migration 014). */
export interface ReleaseTrafficTable {
  remote: string;
  release: string;
  /** The minute's start, in ms since 1970. */
  minute: number | string;
  loads: number | string;
  errors: number | string;
}

export interface Database {
  registrations: RegistrationsTable;
  program_counts: ProgramCountsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  staff_sessions: StaffSessionsTable;
  staff_users: StaffUsersTable;
  registration_days: RegistrationDaysTable;
  audit_log: AuditLogTable;
  registration_activity: RegistrationActivityTable;
  tz_offsets: TzOffsetsTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_passkeys: StaffPasskeysTable;
  auth_challenges: AuthChallengesTable;
  browser_errors: BrowserErrorsTable;
  releases: ReleasesTable;
  release_files: ReleaseFilesTable;
  release_blobs: ReleaseBlobsTable;
  live_releases: LiveReleasesTable;
  deploy_log: DeployLogTable;
  release_traffic: ReleaseTrafficTable;
}

export type Engine = 'sqlite' | 'postgres';
