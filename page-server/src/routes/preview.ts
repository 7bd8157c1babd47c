// An admin's preview of a release (docs/decisions/2026-12-07-canary-and-preview.md), on the shell's server
// alone (the one with a route table; a remote's answers 404): the link the API signs, `/_preview?token=…`, is
// checked with PAGE_SERVER_SECRET, kept in that browser's HttpOnly cookie until it expires, and the visitor
// sent home (303); a link that is not valid or has expired gets a short page saying so (400). "End preview"
// (the badge's form, or a GET of the same path) clears the cookie and sends the visitor home.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_END_PATH, PREVIEW_START_PATH, verifyPreview } from '@blueprint/contract/preview-token';
import { documentTitle } from '@blueprint/contract/site';
import { endedPreviewCookie, previewCookie } from '../audience/cookies';
import { escapeHtml } from '../pages/escape';
import { notFound } from '../plugins/errors';

export interface PreviewRoutesOptions {
  /** PAGE_SERVER_SECRET; none: every link is refused. */
  secret?: string;
  now?: () => number;
}

const NOT_VALID =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${escapeHtml(documentTitle('Preview link not valid'))}</title></head><body><main><h1>This preview link is not valid</h1>` +
  '<p>The preview link is not valid or has expired. Ask for a new one from the Releases view, or with ' +
  '<code>npm run preview</code>.</p><p><a href="/">Go to the home page</a></p></main></body></html>';

const querystring = { type: 'object', properties: { token: { type: 'string' } } };

/** Back to the site's home, never kept: the next page is made with the cookie as it is now. */
const home = (reply: FastifyReply, cookie: string) =>
  reply.code(303).headers({ location: '/', 'set-cookie': cookie, 'cache-control': 'no-store' }).send();

export default async function previewRoutes(app: FastifyInstance, { secret, now = Date.now }: PreviewRoutesOptions) {
  /** Whether this is the shell's server: the one with a route table. */
  const isShell = async () => (await app.site.current()).routes.length > 0;

  // "End preview" posts a form: its body is not read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { bodyLimit: 1024 }, (_request, _body, done) => done(null));

  app.get<{ Querystring: { token?: string } }>(
    PREVIEW_START_PATH,
    { schema: { querystring } },
    async (request, reply) => {
      if (!(await isShell())) return notFound(reply);
      const at = now();
      const preview = secret ? verifyPreview(secret, request.query.token, at) : undefined;
      if (!preview) {
        return reply
          .code(400)
          .headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
          .send(NOT_VALID);
      }
      const maxAge = Math.max(1, Math.floor((preview.expires - at) / 1000));
      return home(reply, previewCookie(request.query.token ?? '', maxAge, request.protocol === 'https'));
    },
  );

  const end = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await isShell())) return notFound(reply);
    return home(reply, endedPreviewCookie(request.protocol === 'https'));
  };
  app.get(PREVIEW_END_PATH, end);
  app.post(PREVIEW_END_PATH, end);
}
