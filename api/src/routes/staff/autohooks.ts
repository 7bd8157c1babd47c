import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';

// Guards the whole staff subtree: every route registered beside this hook needs a live bearer token. The
// check is the server's (the original site only hid the dashboard in the browser).
export default function staffGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const header = request.headers.authorization;
    const match = header === undefined ? null : /^Bearer ([^\s]+)$/i.exec(header);
    if (!match) throw new HttpError(401, 'Unauthorized');
    request.staff = { sessionId: (await app.auth.verify(match[1])).sessionId };
  });
}
