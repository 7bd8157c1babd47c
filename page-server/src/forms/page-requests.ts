// Pages rendered at request time, for forms sent without JavaScript (docs/html-first-forms.md).
// - A remote's server runs its own server bundle (dist/.server/server.cjs, deployed with its build, read again
//   when a redeploy replaces it) on `POST /fragments/render`: a page request the shell's server passed on; and
//   a release's (its `.server/` put on disk from the API's files) on `POST /releases/<id>/fragments/render`.
// - The shell's server passes a POST on a page's path, and the GET of the confirmation it redirected to
//   (`?sent=<form>`), to the remote that owns the path, with the visitor's address, and composes the answer.
// Nothing is stored twice: the remote keeps, for a minute, the answer to each post (the visitor, the page and
// what was sent), so a double press or a post the browser sends again gets the same redirect, once.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pageAnswerSchema, type PageAnswer, type PageRequest as RequestSent } from '@blueprint/contract/page-requests';
import { REQUEST_ID_HEADER } from '@blueprint/contract/observability';
import { RENDER_PATH } from '@blueprint/contract/page-server';

/** The folder of a build (or release) with what runs on the server only: never served. */
export const SERVER_FOLDER = '.server/';
/** Where a remote's build puts the server bundle that renders its pages at request time. */
const SERVER_BUNDLE = path.join('.server', 'server.cjs');

/**
 * What a remote's renderer is asked: the shell's request, with the visitor's address, where the API is, and the
 * request's id to send on.
 */
export type PageRequest = RequestSent & { client?: string; apiUrl: string; requestId?: string };
export type Handler = (request: PageRequest) => Promise<PageAnswer | null>;

/**
 * A remote's request-time renderer: its build's server bundle, loaded again when a redeploy replaced it;
 * null without one (a build whose pages have no forms, the shell). `root`: the remote's dist, or a release's folder.
 */
export function serverBundle(root: string): () => Handler | null {
  const file = path.join(root, SERVER_BUNDLE);
  // Node's own require, relative to the bundle: this server may itself be a bundle.
  const load = createRequire(file);
  let loaded: { version: string; handle: Handler | null } = { version: '', handle: null };
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    const version = `${stat.mtimeMs}:${stat.size}`;
    if (version !== loaded.version) {
      delete load.cache[file];
      // The text is read first, so that a file replaced while it loads is not taken for the new version.
      readFileSync(file);
      const bundle = load(file) as { handleRequest?: unknown };
      loaded = {
        version,
        handle: typeof bundle.handleRequest === 'function' ? (bundle.handleRequest as Handler) : null,
      };
    }
    return loaded.handle;
  };
}

/**
 * Each post's answer for a while, by who sent what where: the same post again (a double press, a browser
 * sending it again) gets the first one's answer, and is not sent to the API again. One that is still under
 * way is waited for.
 */
export function createResendGuard({ keepMs = 60_000, now = Date.now }: { keepMs?: number; now?: () => number } = {}) {
  const answers = new Map<string, { at: number; answer: Promise<PageAnswer | null> }>();
  return function once(request: PageRequest, handle: Handler): Promise<PageAnswer | null> {
    const key = createHash('sha256')
      .update(`${request.client ?? ''}\0${request.url}\0${request.body ?? ''}`)
      .digest('hex');
    const time = now();
    for (const [known, { at }] of answers) {
      if (time - at <= keepMs) break; // in insertion order: the rest are newer
      answers.delete(known);
    }
    const known = answers.get(key);
    if (known) return known.answer;
    const answer = handle(request);
    answers.set(key, { at: time, answer });
    // Only a redirect (something was stored) is kept: a page with mistakes may be sent again once corrected,
    // and a failure (the API down) may be retried.
    void answer.then(
      (result) => {
        if (!result || !('redirect' in result)) answers.delete(key);
      },
      () => answers.delete(key),
    );
    return answer;
  };
}

/**
 * The shell's side: passes a page request to the remote's server and reads its answer; null when the remote
 * renders nothing for it (404), fails, or misses the budget. `manifestUrl`: the remote's manifest, as this
 * server reaches it: the live release's, whose server bundle renders the page its files came from.
 */
export function createPageRequester({ fetch = globalThis.fetch }: { fetch?: typeof globalThis.fetch } = {}) {
  return async function pageRequest(
    manifestUrl: string,
    { method, url, body, previous, client, requestId }: RequestSent & { client: string; requestId: string },
    budgetMs: number,
  ): Promise<PageAnswer | null> {
    const response = await fetch(new URL(`.${RENDER_PATH}`, manifestUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client, [REQUEST_ID_HEADER]: requestId },
      body: JSON.stringify({ method, url, body, previous }),
      signal: AbortSignal.timeout(budgetMs),
    });
    if (!response.ok) return null;
    // Anything else, a redirect off this site included, is no answer.
    return pageAnswerSchema.safeParse(await response.json()).data ?? null;
  };
}
