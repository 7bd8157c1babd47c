import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { fromOwnPage, sessionToken } from '../../lib/session-cookie';
import { ENROLMENT_ROUTES } from './enrolment-routes';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const SECOND_FACTOR_FIRST =
  'Add a second factor (a passkey or an authenticator app) before anything else: admins need one here';

// Guards the whole staff subtree: every route registered beside this hook needs a live session of an active
// account, named by a bearer token (scripts) or the session cookie (the dashboard). The check is the
// server's (the original site only hid the dashboard in the browser). A change asked with the cookie must
// come from one of our own pages (its Origin), so another site cannot make a signed-in browser send one:
// from anywhere else the cookie is no credential (401). Under STAFF_MFA=required an admin without a second
// factor may only add one (403 elsewhere).
export default function staffGuard(app: FastifyInstance) {
  const ownOrigins = new Set(app.config.corsOrigins);
  const mfaRequired = app.config.staffMfa === 'required';
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const header = request.headers.authorization;
    const match = header === undefined ? null : /^Bearer ([^\s]+)$/i.exec(header);
    const cookie = match ? undefined : sessionToken(request.headers.cookie);
    if (!match && !cookie) throw new HttpError(401, 'Unauthorized');
    if (cookie && !SAFE_METHODS.has(request.method) && !fromOwnPage(request.headers.origin, ownOrigins)) {
      throw new HttpError(401, 'Unauthorized');
    }
    const { sessionId, staff } = await app.auth.verify(match ? match[1] : cookie);
    request.staff = {
      sessionId,
      id: staff.id,
      name: staff.name,
      role: staff.role,
      email: staff.email,
      via: match ? 'bearer' : 'cookie',
    };
    if (
      mfaRequired &&
      staff.role === 'admin' &&
      !ENROLMENT_ROUTES.has(`${request.method} ${request.routeOptions.url}`)
    ) {
      if (!(await app.repos.secondFactors.has(staff.id))) throw new HttpError(403, SECOND_FACTOR_FIRST);
    }
  });
}

/** A route's `onRequest` (after the staff guard): only admins; a `staff` account gets 403. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  if (request.staff?.role !== 'admin') throw new HttpError(403, 'Only an admin may do this');
}
