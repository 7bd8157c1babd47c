import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';

// Guards the whole staff subtree: every route registered beside this hook needs a live bearer token of an
// active account. The check is the server's (the original site only hid the dashboard in the browser).
export default function staffGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const header = request.headers.authorization;
    const match = header === undefined ? null : /^Bearer ([^\s]+)$/i.exec(header);
    if (!match) throw new HttpError(401, 'Unauthorized');
    const { sessionId, staff } = await app.auth.verify(match[1]);
    request.staff = { sessionId, id: staff.id, name: staff.name, role: staff.role, email: staff.email };
  });
}

/** A route's `onRequest` (after the staff guard): only admins; a `staff` account gets 403. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  if (request.staff?.role !== 'admin') throw new HttpError(403, 'Only an admin may do this');
}
