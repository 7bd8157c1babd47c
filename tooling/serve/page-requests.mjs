// @ts-check
// Pages rendered at request time, for forms sent without JavaScript (docs/html-first-forms.md).
// - A remote's server runs its own server bundle (dist/.server/server.cjs, deployed with its build, read again
//   when a redeploy replaces it) on `POST /fragments/render`: a page request the shell's server passed on.
// - The shell's server passes a POST on a page's path, and the GET of the confirmation it redirected to
//   (`?sent=<form>`), to the remote that owns the path, with the visitor's address, and composes the answer.
// Nothing is stored twice: the remote keeps, for a minute, the answer to each post (the visitor, the page and
// what was sent), so a double press or a post the browser sends again gets the same redirect, once.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pageAnswerSchema } from '@blueprint/contract/page-requests';
import { RENDER_PATH } from '@blueprint/contract/page-server';
import { proxyTrust } from './forwarded-proto.mjs';

const require = createRequire(import.meta.url);

/** Where a remote's build puts the server bundle that renders its pages at request time. */
const SERVER_BUNDLE = path.join('.server', 'server.cjs');
/** The largest form body accepted (the API's own limit is far below). */
const MAX_FORM_BYTES = 64 * 1024;

/**
 * What a remote's renderer is asked (the shell's request, with the visitor's address and where the API is) and
 * answers.
 * @typedef {import('@blueprint/contract/page-requests').PageRequest & { client?: string, apiUrl: string }} PageRequest
 * @typedef {import('@blueprint/contract/page-requests').PageAnswer} PageAnswer
 */

/**
 * Which hops of X-Forwarded-For to believe, as TRUST_PROXY says (the API's meaning, Fastify's trustProxy):
 * unset or false, nobody; `true`, every hop; a hop count N, the N nearest; a list of addresses or CIDR
 * ranges, a hop within it.
 * @param {string | undefined} setting
 * @returns {(address: string, hop: number) => boolean}
 */
export function hopTrust(setting) {
  const value = (setting ?? '').trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const trusted = proxyTrust(setting);
  return (address) => trusted(address);
}

/**
 * The visitor's address: the connecting peer, or, when that peer is a proxy we trust (Caddy, the shell's
 * server), the address it forwarded for, read from the right of X-Forwarded-For as far as the hops are
 * trusted. Addresses a visitor wrote into the header themselves are never reached.
 * @param {import('node:http').IncomingMessage} req
 * @param {(address: string, hop: number) => boolean} trusted
 */
export function clientAddress(req, trusted) {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const hops = [req.socket.remoteAddress ?? '', ...forwarded.reverse()].map((address) => address.replace(/^::ffff:/, ''));
  let hop = 0;
  while (hop < hops.length - 1 && trusted(/** @type {string} */ (hops[hop]), hop)) hop += 1;
  return /** @type {string} */ (hops[hop]);
}

/** The request's body as text, or null when it is larger than `limit`. @param {import('node:http').IncomingMessage} req */
export async function readBody(req, limit = MAX_FORM_BYTES) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A remote's request-time renderer: its build's server bundle, loaded again when a redeploy replaced it;
 * null without one (a build whose pages have no forms, the shell).
 * @param {string} root the remote's dist
 * @returns {() => ((request: PageRequest) => Promise<PageAnswer | null>) | null}
 */
export function serverBundle(root) {
  const file = path.join(root, SERVER_BUNDLE);
  /** @type {{ version: string, handle: ((request: PageRequest) => Promise<PageAnswer | null>) | null }} */
  let loaded = { version: '', handle: null };
  return () => {
    let version;
    try {
      const { mtimeMs, size } = statSync(file);
      version = `${mtimeMs}:${size}`;
    } catch {
      return null;
    }
    if (version !== loaded.version) {
      delete require.cache[file];
      // The text is read first, so that a file replaced while it loads is not taken for the new version.
      readFileSync(file);
      const bundle = require(file);
      loaded = { version, handle: typeof bundle.handleRequest === 'function' ? bundle.handleRequest : null };
    }
    return loaded.handle;
  };
}

/**
 * Each post's answer for a while, by who sent what where: the same post again (a double press, a browser
 * sending it again) gets the first one's answer, and is not sent to the API again. One that is still under
 * way is waited for.
 * @param {{ keepMs?: number, now?: () => number }} [options]
 */
export function createResendGuard({ keepMs = 60_000, now = Date.now } = {}) {
  /** @type {Map<string, { at: number, answer: Promise<PageAnswer | null> }>} */
  const answers = new Map();
  /**
   * @param {PageRequest} request
   * @param {(request: PageRequest) => Promise<PageAnswer | null>} handle
   */
  return function once(request, handle) {
    const key = createHash('sha256').update(`${request.client ?? ''}\0${request.url}\0${request.body ?? ''}`).digest('hex');
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
    answer.then(
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
 * renders nothing for it (404), fails, or misses the budget.
 * @param {{ fetch?: typeof globalThis.fetch }} [options]
 */
export function createPageRequester({ fetch = globalThis.fetch } = {}) {
  /**
   * @param {string} manifestUrl the remote's manifest, as this server reaches it
   * @param {{ method: 'GET' | 'POST', url: string, body?: string, client: string }} request
   * @param {number} budgetMs
   * @returns {Promise<PageAnswer | null>}
   */
  return async function pageRequest(manifestUrl, { method, url, body, client }, budgetMs) {
    const response = await fetch(new URL(`.${RENDER_PATH}`, manifestUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
      body: JSON.stringify({ method, url, body }),
      signal: AbortSignal.timeout(budgetMs),
    });
    if (!response.ok) return null;
    // Anything else, a redirect off this site included, is no answer.
    return pageAnswerSchema.safeParse(await response.json()).data ?? null;
  };
}
