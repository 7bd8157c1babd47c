// Forms sent without JavaScript (docs/html-first-forms.md), both sides of page-requests.ts:
// - the shell's server passes a POST on a public page's path to the remote that owns it, at the release the
//   visitor's audience gets (its cohort's canary, a preview), with the visitor's address, and answers its
//   redirect (303: post/redirect/get, so a reload never sends it again) or composes the page it rendered, with
//   the values and the errors; and the GET of the confirmation (`?sent=`) the same way;
// - a remote's server answers those on POST /fragments/render with its build's server bundle, and on
//   POST /releases/<id>/fragments/render with that release's: its `.server/` folder, put on disk from the
//   API's files the first time it is needed (releases/release-files.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageRequestSchema } from '@blueprint/contract/page-requests';
import { RENDER_PATH } from '@blueprint/contract/page-server';
import { BASE_RELEASE, RELEASE_ID_PATTERN, RELEASES_PATH } from '@blueprint/contract/releases';
import { matchPage } from '@blueprint/contract/paths';
import { documentTitle } from '@blueprint/contract/site';
import { escapeHtml } from '../pages/escape';
import type { SendPage } from '../pages/html-pages';
import type { Site } from '../site-source';
import { createPageRequester, createResendGuard, SERVER_FOLDER, serverBundle } from '../forms/page-requests';
import { ApiUnavailable } from '../releases/api';
import type { ReleaseFileSource } from '../releases/release-files';

/** The largest form accepted (the API's own limit is far below). */
const MAX_FORM_BYTES = 64 * 1024;
/** How long a form sent without JavaScript may take, the API's answer included, before the visitor is told. */
const POST_BUDGET_MS = 15_000;
/** How long a confirmation page (`?sent=`) waits for its remote before it is served as the plain page. */
const CONFIRMATION_BUDGET_MS = 1000;

export interface FormRoutesOptions {
  root: string;
  /** A remote's releases, from the API: each renders with its own server bundle. */
  files?: ReleaseFileSource;
  env: Record<string, string | undefined>;
  logger: Pick<Console, 'warn'>;
  postBudgetMs?: number;
}

/** The visitor's address, as far as TRUST_PROXY trusts the hops that forwarded it (Fastify's request.ip). */
function visitor(request: FastifyRequest): string {
  return request.ip.replace(/^::ffff:/, '');
}

/** The path and query asked for. */
function target(request: FastifyRequest): { pathname: string; url: string } {
  const query = request.url.indexOf('?');
  return { pathname: query < 0 ? request.url : request.url.slice(0, query), url: request.url };
}

/** The remote that owns a public page path, as this server reaches it; null for any other path. */
function pageOwner(pathname: string, site: Site): string | null {
  const route = matchPage(site.routes, pathname);
  return route && !route.private && site.config.remotes[route.remote] ? (site.reach(route.remote) ?? null) : null;
}

/** A short page of the server's own about a post: its title, heading and what to do, with a link back to the page. */
function formNotice(
  pathname: string,
  { title, heading, text }: { title: string; heading: string; text: string },
): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(documentTitle(title))}</title></head><body><main><h1>${escapeHtml(heading)}</h1>` +
    `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(pathname)}">Back to the page</a></p></main></body></html>`
  );
}

interface FormNotice {
  status: number;
  headers?: Record<string, string>;
  title: string;
  heading: string;
  text: string;
}

/** A post that could not be handled: nothing was stored, and going back keeps what was typed. */
const unsent: FormNotice = {
  status: 503,
  headers: { 'retry-after': '30' },
  title: 'Not sent',
  heading: 'Your form was not sent',
  text: 'We could not reach our server just now, and nothing was saved. Please go back and send it again in a moment: what you typed is still there.',
};

/**
 * A post that names none of the page's forms (no `_form` field, or one the page does not have: a page from an
 * older release, a bot): the server was reached, and could not read it.
 */
const unreadable: FormNotice = {
  status: 400,
  title: 'Form not read',
  heading: 'Your form could not be read',
  text: 'The form you sent is not one this page has (it may come from an older copy of the page), so nothing was saved. Please go back to the page, reload it, and send the form again.',
};

function sendNotice(reply: FastifyReply, pathname: string, notice: FormNotice) {
  return reply
    .code(notice.status)
    .headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...notice.headers })
    .send(formNotice(pathname, notice));
}

function methodNotAllowed(reply: FastifyReply) {
  return reply.code(405).header('allow', 'GET, HEAD').send();
}

export default async function formRoutes(
  app: FastifyInstance,
  { root, files, env, logger, postBudgetMs = POST_BUDGET_MS }: FormRoutesOptions,
) {
  const { site: source, sendPage } = app;
  const pageRequest = createPageRequester();
  // A remote's: its base build's request-time renderer and each release's (a page is rendered and a form
  // answered by the release its page came from: the live one, a canary, a preview), and the answers of posts it
  // has handled.
  type Renderer = ReturnType<typeof serverBundle>;
  const base = serverBundle(root);
  const none: Renderer = () => null;
  const renderers = new Map<string, Promise<Renderer>>();
  /** A release's renderer: its server bundle, with the files beside it, put on disk once. Throws ApiUnavailable. */
  async function rendererOf(release: string | undefined): Promise<Renderer> {
    if (release === undefined) return base;
    if (!files || release === BASE_RELEASE || !RELEASE_ID_PATTERN.test(release)) return none;
    let renderer = renderers.get(release);
    if (!renderer) {
      renderer = files.materialise(release, SERVER_FOLDER).then((folder) => (folder ? serverBundle(folder) : none));
      renderers.set(release, renderer);
      // Asked again next time: the API may be back, or have the release by then.
      renderer.then(
        (found) => found === none && renderers.delete(release),
        () => renderers.delete(release),
      );
    }
    return renderer;
  }
  const once = createResendGuard();

  // What was sent, as text whatever its type: the shell passes a form on as the browser sent it, and a remote
  // checks the shell's request itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_FORM_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  /** A remote's: a page request the shell's server passed on, rendered by the server bundle of its base build or a release. */
  async function render(request: FastifyRequest, reply: FastifyReply, release?: string) {
    let renderer: Renderer;
    try {
      renderer = await rendererOf(release);
    } catch (error) {
      if (!(error instanceof ApiUnavailable)) throw error;
      logger.warn(`[page-server] ${request.url}: the release's server bundle cannot be had (${error.message})`);
      return reply.code(503).headers({ 'cache-control': 'no-store', 'retry-after': '5' }).send();
    }
    const handle = renderer();
    let asked;
    try {
      asked =
        handle && typeof request.body === 'string'
          ? pageRequestSchema.safeParse(JSON.parse(request.body)).data
          : undefined;
    } catch {
      asked = undefined;
    }
    if (!handle || !asked) return reply.callNotFound();
    const pageRequest = {
      ...asked,
      body: asked.body ?? '',
      client: visitor(request),
      apiUrl: env.API_INTERNAL_URL || (await source.current()).config.apiUrl,
      requestId: request.id,
    };
    const answer = await (pageRequest.method === 'POST' ? once(pageRequest, handle) : handle(pageRequest));
    if (!answer) return reply.callNotFound();
    return reply
      .headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .send(JSON.stringify(answer));
  }
  app.post(RENDER_PATH, (request, reply) => render(request, reply));
  app.post(`/${RELEASES_PATH}/:release${RENDER_PATH}`, (request, reply) =>
    render(request, reply, (request.params as { release: string }).release),
  );

  /** The shell's: a form posted on a page, passed to the remote that owns the page. */
  app.post('/*', {
    // Refused before its body is read: only a public page of a remote takes a form.
    async onRequest(request, reply) {
      const { pathname } = target(request);
      const site = await source.current(app.audienceOf(request, reply));
      if (/\.[^/]*$/.test(pathname) || !pageOwner(pathname, site)) return methodNotAllowed(reply);
    },
    async handler(request, reply) {
      // The visitor's audience: its form goes to the release its page came from.
      const site = await source.current(app.audienceOf(request, reply));
      const { pathname, url } = target(request);
      const owner = pageOwner(pathname, site);
      if (!owner) return methodNotAllowed(reply);
      const body = typeof request.body === 'string' ? request.body : '';
      const answer = await pageRequest(
        owner,
        { method: 'POST', url, body, client: visitor(request), requestId: request.id },
        postBudgetMs,
      ).catch((error: unknown) => {
        logger.warn(
          `[page-server] POST ${pathname}: the page's remote did not answer (${(error as Error).message}) ${request.id}`,
        );
        return null;
      });
      if (!answer) return sendNotice(reply, pathname, unsent);
      if ('unreadable' in answer) return sendNotice(reply, pathname, unreadable);
      if ('redirect' in answer)
        return reply.code(303).headers({ location: answer.redirect, 'cache-control': 'no-store' }).send();
      return sendPage(request, reply, pathname, site, answer);
    },
  });
}

/**
 * The shell's: a confirmation (`?sent=<form>`), the remote's render of the page with its success message,
 * else the page as for any GET.
 */
export function confirmationPages(sendPage: SendPage) {
  const pageRequest = createPageRequester();
  return async function sendConfirmation(request: FastifyRequest, reply: FastifyReply, pathname: string, site: Site) {
    const owner = pageOwner(pathname, site);
    const asked = { method: 'GET' as const, url: request.url, client: visitor(request), requestId: request.id };
    const answer = owner ? await pageRequest(owner, asked, CONFIRMATION_BUDGET_MS).catch(() => null) : null;
    return sendPage(request, reply, pathname, site, answer && 'page' in answer ? answer : null);
  };
}
