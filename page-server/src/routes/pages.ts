// Every other GET: a page path (no file extension) answers its page, or its confirmation after a form sent
// without JavaScript (`?sent=`); anything else is a file of the build, or 404. And what else a browser may ask
// of any path: a CORS preflight (the remotes' files are fetched from the shell's origin), and any other method,
// 405.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SENT_PARAM } from '@blueprint/contract/page-server';
import { notFound } from '../plugins/errors';
import { FILE_READ } from '../plugins/static-files';
import { confirmationPages } from './forms';
import { decoded, pathOf } from './request-paths';

type Query = { [SENT_PARAM]?: string };
const querystring = { type: 'object', properties: { [SENT_PARAM]: { type: 'string' } } };

export default async function pageRoutes(app: FastifyInstance) {
  const sendConfirmation = confirmationPages(app.sendPage);

  async function page(request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply, pathname: string) {
    // Made for the visitor's audience: a first visit's cohort is set on this answer.
    const site = await app.site.current(app.audienceOf(request, reply));
    const confirming = site.routes.length > 0 && request.query[SENT_PARAM] !== undefined;
    return confirming ? sendConfirmation(request, reply, pathname, site) : app.sendPage(request, reply, pathname, site);
  }

  app.get<{ Querystring: Query }>('/*', { schema: { querystring } }, async (request, reply) => {
    const pathname = pathOf(request.url);
    if (pathname === '/' || pathname === '/index.html') return page(request, reply, '/');
    const file = decoded(pathname);
    // Build stamps, the server bundle and other dotfiles are not part of the site.
    if (file.includes('/.')) return notFound(reply);
    if (path.posix.extname(file) === '') return page(request, reply, pathname);
    return reply.sendFile(file, FILE_READ);
  });

  app.options('/*', async (_request, reply) =>
    reply
      .code(204)
      .headers({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-allow-headers': '*',
      })
      .send(),
  );

  // GET, HEAD (Fastify answers HEAD as GET), OPTIONS and a form's POST (forms.ts) are answered; every other
  // method is not.
  const others = app.supportedMethods.filter((method) => !['GET', 'HEAD', 'POST', 'OPTIONS'].includes(method));
  app.route({
    method: others,
    url: '/*',
    handler: async (_request, reply) => reply.code(405).header('allow', 'GET, HEAD').send(),
  });
}
