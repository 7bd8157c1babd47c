import type { FastifyInstance, onSendAsyncHookHandler } from 'fastify';
import type { AuditRecord } from '../repositories/audit-log';

const SIGN_INS = new Set([
  '/api/auth/login',
  '/api/auth/session',
  '/api/auth/login/second-step',
  '/api/auth/session/second-step',
  '/api/auth/passkey/login',
  '/api/auth/passkey/session',
]);
const SESSION_ROUTES = new Set([...SIGN_INS, '/api/auth/logout']);

/**
 * Audit rows for logins, failed logins and logouts, written from their answers so the login and logout
 * code stays about authentication. Written before the answer leaves (onSend): a client that has its token
 * can already read the row. Each names the person: the account the login's email names (the login route
 * sets request.loginAccount), the session's person for a logout. A failed login on an email that is no
 * account's is recorded without the email tried (it may be a student's, or a password typed in the wrong
 * field): its actor is `unknown`.
 */
export function auditSessions(app: FastifyInstance) {
  const audit: onSendAsyncHookHandler = async (request, reply, payload) => {
    const route = request.routeOptions.url ?? '';
    const status = reply.statusCode;
    const account = request.loginAccount;
    const who = account
      ? { actor: account.email, actorId: account.id, actorName: account.name }
      : { actor: 'unknown', actorId: null, actorName: 'unknown' };
    let entry: AuditRecord | undefined;
    if (SIGN_INS.has(route) && status === 200 && account) entry = { ...who, action: 'login' };
    else if (SIGN_INS.has(route) && status === 401) entry = { ...who, action: 'login-failed' };
    else if (route === '/api/auth/logout' && status === 204 && request.staff) {
      const { email, id, name, sessionId } = request.staff;
      entry = { actor: email, actorId: id, actorName: name, action: 'logout', target: sessionId };
    }
    if (entry) {
      try {
        await app.repos.auditLog.record(entry);
      } catch (error) {
        request.log.error({ err: error }, 'could not write an audit row');
      }
    }
    return payload;
  };
  // On these routes only: every other answer (a registration's among them) skips the hook.
  app.addHook('onRoute', (route) => {
    if (route.method !== 'POST' || !SESSION_ROUTES.has(route.url)) return;
    route.onSend = [...[route.onSend ?? []].flat(), audit];
  });
}
