import type { FastifyInstance } from 'fastify';

/**
 * Audit rows for logins, failed logins and logouts, written from their answers so the login and logout
 * code stays about authentication. Written before the answer leaves (onSend): a client that has its token
 * can already read the row. A failed login is recorded without the email tried (it may be a student's, or
 * a password typed in the wrong field): the actor is `unknown`.
 */
export function auditSessions(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'POST') return payload;
    const route = request.routeOptions.url;
    const status = reply.statusCode;
    let entry: { actor: string; action: 'login' | 'login-failed' | 'logout'; target?: string } | undefined;
    if (route === '/api/auth/login' && status === 200) entry = { actor: app.config.admin.email, action: 'login' };
    else if (route === '/api/auth/login' && status === 401) entry = { actor: 'unknown', action: 'login-failed' };
    else if (route === '/api/auth/logout' && status === 204) entry = { actor: app.config.admin.email, action: 'logout', target: request.staff?.sessionId };
    if (entry) {
      try {
        await app.repos.auditLog.record(entry);
      } catch (error) {
        request.log.error({ err: error }, 'could not write an audit row');
      }
    }
    return payload;
  });
}
