// The staff's answers: who is signed in, the team's accounts, a login, and the audit log.
import * as z from 'zod/mini';
import { component, id, timestamp } from './common.ts';
import { AUDIT_ACTIONS, STAFF_ROLES } from './values.ts';

const described = <S extends z.ZodMiniType>(schema: S, description: string) => schema.check(z.meta({ description }));

/** A staff member as another record names them (`_id` is empty for the registration form's `created` entry). */
export const staffRef = component('StaffRef', z.object({ _id: z.string(), name: z.string() }));
export type StaffRef = z.infer<typeof staffRef>;

/** A staff account (`GET /api/staff`). Never carries the password or its hash. */
export const staffUser = component(
  'StaffUser',
  z.object({
    _id: id,
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    active: z.boolean(),
    createdAt: timestamp,
    lastLoginAt: z.nullable(timestamp),
    secondFactor: z.optional(described(z.boolean(), 'Has a passkey or an authenticator app (in the list)')),
  }),
);
export type StaffUser = z.infer<typeof staffUser>;

/** `GET /api/auth/me`: who is signed in, and the institute's time zone (an IANA name) for day boundaries. */
export const currentStaff = component(
  'CurrentStaff',
  z.object({
    _id: id,
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    timeZone: described(z.string(), 'The institute’s time zone (TIME_ZONE, an IANA name): its days are every day boundary'),
    secondFactor: z.optional(
      described(z.enum(['enrolled', 'missing', 'required']), 'Whether this person has a second factor; `required`: none yet, and STAFF_MFA=required lets this admin do nothing else until one is added'),
    ),
  }),
);
export type CurrentStaff = z.infer<typeof currentStaff>;

/** `POST /api/auth/login`. */
export const loginResponse = component('LoginResponse', z.object({ token: z.string(), expiresAt: timestamp }));
export type LoginResponse = z.infer<typeof loginResponse>;

/** `POST /api/auth/session`: the dashboard's sign-in. The token is in the HttpOnly cookie, never in the body. */
export const sessionResponse = component('SessionResponse', z.object({ expiresAt: timestamp }));
export type SessionResponse = z.infer<typeof sessionResponse>;

/** A change's values before and after, only the fields that changed (never a password). */
export const auditChanges = z.object({ before: z.record(z.string(), z.unknown()), after: z.record(z.string(), z.unknown()) });
export type AuditChanges = z.infer<typeof auditChanges>;

/** `GET /api/audit-log`: who did what and when. */
export const auditEntry = component(
  'AuditEntry',
  z.object({
    _id: id,
    at: timestamp,
    actor: described(z.string(), 'The account’s email as it was; `unknown` for a failed login on no account'),
    actorId: described(z.nullable(id), 'Who did it (a staff id); null for a failed login on no account and for entries from before accounts'),
    actorName: described(z.string(), 'Their name when they did it'),
    action: z.enum(AUDIT_ACTIONS),
    target: described(z.string(), 'What was acted on: an id (a registration, a message, a staff account, a session), or the kind of export'),
    targetName: described(
      z.nullable(z.string()),
      'What the target is called: a registration’s name while it exists (`erased registration` after), a message’s sender, a staff member’s name now, the export’s kind; null for a session or nothing',
    ),
    changes: described(
      z.nullable(auditChanges),
      'Before → after of a change, only the fields that changed (a note’s text while its registration exists), else null',
    ),
  }),
);
export type AuditEntry = z.infer<typeof auditEntry>;
