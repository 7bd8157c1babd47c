// A line for each page answered (HTML only: not the files a page loads), for people reading a terminal, with
// the request's id.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FRAGMENTS_DIR } from '@blueprint/contract/page-server';

/**
 * Whether the answer is a page: HTML, and not a remote's published HTML, which the shell fetches to compose
 * a page and is part of that page.
 */
export function answeredPage(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
    !request.url.startsWith(`/${FRAGMENTS_DIR}/`)
  );
}

export default fp<{ write: (line: string) => void }>(
  async (app, { write }) => {
    app.addHook('onResponse', (request, reply, done) => {
      if (answeredPage(request, reply)) {
        write(`${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms ${request.id}`);
      }
      done();
    });
  },
  { name: 'page-log' },
);
