// A line for each page answered (HTML only: not the files a page loads), for people reading a terminal.
import fp from 'fastify-plugin';
import { FRAGMENTS_DIR } from '@blueprint/contract/page-server';

export default fp<{ write: (line: string) => void }>(
  async (app, { write }) => {
    app.addHook('onResponse', (request, reply, done) => {
      // A remote's published HTML, fetched by the shell to compose a page, is part of that page's line.
      if (
        String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
        !request.url.startsWith(`/${FRAGMENTS_DIR}/`)
      ) {
        write(`${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
      }
      done();
    });
  },
  { name: 'page-log' },
);
