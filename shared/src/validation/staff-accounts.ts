// Staff accounts, passwords and the audit log's filters (docs/contract.md "A workspace for a team"): the API
// validates with these, and the dashboard's forms can show the same rules as the person types.
import * as z from 'zod/mini';
import { AUDIT_ACTIONS, ID_PATTERN, STAFF_ROLES } from '@blueprint/contract/api/values';
import { emailField, requiredText } from './fields';
import { dateField, emptyIsUnset, orEmpty, pageQuery, queryEnum } from './staff';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

/** A new password: 12 characters or more. Any character may be in it (it is never shown), spaces count. */
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
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
    z.refine((body) => Object.values(body).some((value) => value !== undefined), 'Send a name, a role, active or a password'),
    z.meta({ minProperties: 1 }),
  );
export type StaffUpdate = z.output<typeof staffUpdateSchema>;

/** `POST /api/auth/password`: one's own password, the current one checked by the server. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .check(z.minLength(1, 'Current password is required'), z.maxLength(PASSWORD_MAX, 'Current password is too long')),
  newPassword: newPasswordField,
});
export type PasswordChange = z.output<typeof passwordChangeSchema>;

const ACTOR_ERROR = 'Actor must be a staff id';

/** `GET /api/audit-log?actor=&action=&from=&to=&limit=&cursor=`: by person (a staff id), action and the
 * institute's days (`YYYY-MM-DD` in TIME_ZONE, both ends inclusive); empty values are no filter. */
export const auditLogQuery = z.extend(pageQuery, {
  actor: emptyIsUnset(z.string({ error: ACTOR_ERROR }).check(z.regex(orEmpty(ID_PATTERN), ACTOR_ERROR))),
  action: queryEnum(AUDIT_ACTIONS, `Action must be one of ${AUDIT_ACTIONS.join(', ')}`),
  from: dateField('From'),
  to: dateField('To'),
});
export type AuditLogQuery = z.output<typeof auditLogQuery>;
