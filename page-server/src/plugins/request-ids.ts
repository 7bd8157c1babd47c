// Every request's id (@blueprint/contract/observability) is Fastify's request.id (app.ts's genReqId): answered in
// X-Request-Id, written in the page log, and sent on by the form routes to the remotes' servers and the API.
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '@blueprint/contract/observability';

export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-ids' },
);
