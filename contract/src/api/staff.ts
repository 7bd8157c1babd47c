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
  }),
);
export type CurrentStaff = z.infer<typeof currentStaff>;

/** `POST /api/auth/login`. */
export const loginResponse = component('LoginResponse', z.object({ token: z.string(), expiresAt: timestamp }));
export type LoginResponse = z.infer<typeof loginResponse>;

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
    target: described(z.string(), 'What was acted on: an id, or the kind of export'),
    targetName: described(z.nullable(z.string()), 'The registration’s name while it exists, `erased registration` after; a staff member’s name; else null'),
    changes: described(z.nullable(auditChanges), 'Before → after of a change (the fields that changed), else null'),
  }),
);
export type AuditEntry = z.infer<typeof auditEntry>;
