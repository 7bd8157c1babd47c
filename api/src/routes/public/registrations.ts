import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registrationSchema } from '@blueprint/shared/validation';
import { Deadline } from '../../lib/deadline';
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
    const deadline = new Deadline(reply, app.config.requestTimeoutMs);
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
  app.post('/api/internships', { config }, register);
  app.post('/api/register', { config }, register);
}
