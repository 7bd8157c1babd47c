// What a request that fails answers: one that fails answers 500 (a missing index.html, an unreadable file) and
// the server goes on; a body over the limit 413; a file the build does not have 404.
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' })
    .send('Not found');
}

export default fp<{ logger: Pick<Console, 'error'> }>(
  async (app, { logger }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 413) {
        return reply
          .code(413)
          .headers({ 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
          .send('What was sent is too large.');
      }
      if (status < 500) return reply.code(status).type('text/plain; charset=utf-8').send(error.message);
      logger.error(`${request.method} ${request.url} ${request.id}: ${error.stack ?? String(error)}`);
      return reply
        .code(500)
        .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        .send('Internal error');
    });
    app.setNotFoundHandler((_request, reply) => notFound(reply));
  },
  { name: 'errors' },
);
