// The staff (docs/contract.md "A workspace for a team"): a login, the team's accounts, passwords and the audit
// log's filters as the API takes them (the dashboard's forms check the same rules as the person types), and the
// answers: who is signed in, the accounts, a login, the audit log.
import * as z from 'zod/mini';
import { component, dateField, emptyIsUnset, id, orEmpty, pageQuery, queryEnum, timestamp } from './common.ts';
import { documentedVisibleText, emailField, requiredText, storableText } from './fields.ts';
import { AUDIT_ACTIONS, ID_PATTERN, STAFF_ROLES } from './values.ts';

/** `POST /api/auth/login` (and `/api/auth/session`): both fields required; whether they match is the server's
 * business. The password is never shown anywhere, so any character that can be stored may be in it. */
export const loginSchema = z.object({
  email: z.string({ error: 'Email is required' }).check(
    ...documentedVisibleText('Email', { trimmed: true }),
    z.refine((value) => value.trim().length > 0, 'Email is required'),
    z.maxLength(254, 'Email must be at most 254 characters'),
    z.trim(),
    z.toLowerCase(),
  ),
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(200, 'Password is too long'), ...storableText()),
});
export type LoginData = z.output<typeof loginSchema>;

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

/** A new password: 12 characters or more. Any character that can be stored may be in it (it is never shown),
 * spaces count. */
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    ...storableText(),
  );

const ROLE_ERROR = `Role must be one of ${STAFF_ROLES.join(', ')}`;
export const staffRoleField = z.enum(STAFF_ROLES, { error: ROLE_ERROR });
export const staffNameField = requiredText('Name', 1, 100);

/** `POST /api/staff`: a new account. */
export const staffCreateSchema = z.object({
  email: emailField,
  name: staffNameField,
  role: staffRoleField,
  password: newPasswordField,
});
export type StaffCreate = z.output<typeof staffCreateSchema>;

/** `PATCH /api/staff/:id`: rename, change the role, deactivate or reactivate, reset the password. */
export const staffUpdateSchema = z
  .object({
    name: z.optional(staffNameField),
    role: z.optional(staffRoleField),
    active: z.optional(z.boolean({ error: 'Active must be true or false' })),
    password: z.optional(newPasswordField),
  })
  .check(
    z.refine(
      (body) => Object.values(body).some((value) => value !== undefined),
      'Send a name, a role, active or a password',
    ),
    z.meta({ minProperties: 1 }),
  );
export type StaffUpdate = z.output<typeof staffUpdateSchema>;

/** `POST /api/auth/password`: one's own password, the current one checked by the server. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .check(
      z.minLength(1, 'Current password is required'),
      z.maxLength(PASSWORD_MAX, 'Current password is too long'),
      ...storableText(),
    ),
  newPassword: newPasswordField,
});
export type PasswordChange = z.output<typeof passwordChangeSchema>;

const ACTOR_ERROR = 'Actor must be a staff id';

/** The audit log's filters: by person (a staff id), action and the institute's days (`YYYY-MM-DD` in TIME_ZONE,
 * both ends inclusive); empty values are no filter. `GET /api/audit-log/export.csv?actor=&action=&from=&to=`. */
export const auditLogFilters = z.object({
  actor: emptyIsUnset(z.string({ error: ACTOR_ERROR }).check(z.regex(orEmpty(ID_PATTERN), ACTOR_ERROR))),
  action: queryEnum(AUDIT_ACTIONS, `Action must be one of ${AUDIT_ACTIONS.join(', ')}`),
  from: dateField('From'),
  to: dateField('To'),
});
export type AuditLogFilters = z.output<typeof auditLogFilters>;

/** `GET /api/audit-log?actor=&action=&from=&to=&limit=&cursor=`: the filters, a page at a time. */
export const auditLogQuery = z.extend(pageQuery, auditLogFilters.shape);
export type AuditLogQuery = z.output<typeof auditLogQuery>;

const described = <S extends z.ZodMiniType>(schema: S, description: string) => schema.check(z.meta({ description }));

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
    timeZone: described(
      z.string(),
      'The institute’s time zone (TIME_ZONE, an IANA name): its days are every day boundary',
    ),
    secondFactor: z.optional(
      described(
        z.enum(['enrolled', 'missing', 'required']),
        'Whether this person has a second factor; `required`: none yet, and STAFF_MFA=required lets this admin do nothing else until one is added',
      ),
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
export const auditChanges = z.object({
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type AuditChanges = z.infer<typeof auditChanges>;

/** `GET /api/audit-log`: who did what and when. */
export const auditEntry = component(
  'AuditEntry',
  z.object({
    _id: id,
    at: timestamp,
    actor: described(
      z.string(),
      'The account’s email as it was; `unknown` for a failed login on no account; `automatic` for a canary that stopped itself; `deploy token` for a change made with a deploy token (its `actorName` says who ran the command)',
    ),
    actorId: described(
      z.nullable(id),
      'Who did it (a staff id); null for a failed login on no account, for entries from before accounts, and for what the system did itself (a canary that stopped itself)',
    ),
    actorName: described(z.string(), 'Their name when they did it'),
    action: z.enum(AUDIT_ACTIONS),
    target: described(
      z.string(),
      'What was acted on: an id (a registration, a message, a staff account, a session), or the kind of export',
    ),
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
