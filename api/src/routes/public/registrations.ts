import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registrationSchema } from '@blueprint/shared/validation';
import { requestDeadline } from '../../lib/deadline';
import { HttpError } from '../../lib/http-error';
import { maskEmail } from '../../lib/mask';
import { parseWith } from '../../lib/parse';
import { publicPostLimit } from './rate-limit';

// The internship form and the main-site form post the same registration.
export default async function registrationRoutes(app: FastifyInstance) {
  async function register(request: FastifyRequest, reply: FastifyReply) {
    const data = parseWith(registrationSchema, request.body);
    // Past the deadline, or once the client has left, a registration still waiting for its commit is
    // withdrawn (503, nothing stored), so a retry does not meet a 409. One already committing is answered.
    const deadline = requestDeadline(reply, app.config.requestTimeoutMs);
    const result = await app.repos.registrations.create(data, deadline);
    if (!result.ok) {
      request.log.info({ email: maskEmail(data.email) }, 'registration refused: email already registered');
      throw new HttpError(409, 'This email is already registered');
    }
    // The answer goes first (the row is committed by now); dashboards hear about it right after.
    await reply.code(201).send({ data: result.registration });
    setImmediate(() => {
      try {
        app.realtime.registrationCreated(result.registration);
      } catch (error) {
        app.log.warn({ err: error }, 'could not broadcast a registration');
      }
    });
    return reply;
  }

  const config = publicPostLimit(app);
  // Fastify's own timeout would answer 503 while the write commits; the deadline above replaces it, and
  // this one only answers a commit that outlives the statement timeout.
  const handlerTimeout = app.config.requestTimeoutMs + app.config.statementTimeoutMs + 1000;
  app.post('/api/internships', { config, handlerTimeout }, register);
  app.post('/api/register', { config, handlerTimeout }, register);
}
