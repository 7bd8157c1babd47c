import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registration, registrationSchema, type RegistrationData } from '@blueprint/contract/api/registrations';
import { Deadline } from '../../lib/deadline';
import { HttpError } from '../../lib/http-error';
import { maskEmail } from '../../lib/mask';
import { item } from '@blueprint/contract/api/common';
import { answer, errorAnswers, problem } from '../answers';
import { publicPostLimit } from './rate-limit';

// The internship form and the main-site form post the same registration.
export default async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function register(data: RegistrationData, reply: FastifyReply) {
    // Past the deadline, or once the client has left, a registration still waiting for its commit is
    // withdrawn (503, nothing stored), so a retry does not meet a 409. One already committing is answered.
    const deadline = new Deadline(reply, app.config.requestTimeoutMs);
    const result = await app.repos.registrations.create(data, deadline);
    if (!result.ok) {
      reply.log.info({ email: maskEmail(data.email) }, 'registration refused: email already registered');
      throw new HttpError(409, 'This email is already registered');
    }
    // The answer goes first (the row is committed by now); dashboards hear about it right after.
    await reply.code(201).send({ data: result.registration });
    app.realtime.registrationCreated(result.registration);
    return reply;
  }

  const config = publicPostLimit(app);
  const schema = (summary: string) => ({
    summary,
    tags: ['public'],
    body: registrationSchema,
    response: {
      201: answer(item(registration), 'Registered'),
      409: problem('This email is already registered'),
      ...errorAnswers({ body: true, limited: Boolean(config.rateLimit) }),
    },
  });
  app.post(
    '/api/internships',
    { config, schema: schema('Register for an internship (the internship form)') },
    (request, reply) => register(request.body, reply),
  );
  app.post(
    '/api/register',
    { config, schema: schema('Register for an internship (the main site’s form)') },
    (request, reply) => register(request.body, reply),
  );
}
