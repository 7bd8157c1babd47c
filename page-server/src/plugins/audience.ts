// For whom a request's page is made (docs/decisions/2026-12-07-canary-and-preview.md): the visitor's cohort
// from its cookie, else, on a page for a visitor who is not a crawler, a fresh one set in the same answer (so
// its first page is already made for it); and an admin's preview when its token is signed with
// PAGE_SERVER_SECRET and has not expired. Read once per request; every route that depends on it asks here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyPreview, type Preview } from '@blueprint/contract/preview-token';
import {
  COHORT_COOKIE,
  COHORTS,
  cohortOf,
  PREVIEW_COOKIE,
  randomCohort,
  type Audience,
} from '@blueprint/contract/releases';
import { cohortCookie, cookieValue } from '../audience/cookies';
import { isCrawler } from '../audience/crawlers';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The request's audience, read once per request. Given the reply (a page), a visitor without a cohort who is
     * not a crawler gets a fresh one, set as a cookie on that reply; without it (what a page loads afterwards:
     * the run-time config, the sitemap), no cohort is handed out.
     */
    audienceOf(request: FastifyRequest, reply?: FastifyReply): Audience;
  }
  interface FastifyRequest {
    audience: Audience | null;
  }
}

export interface AudiencePluginOptions {
  /** PAGE_SERVER_SECRET, which the API signs previews with; none: previews are refused. */
  secret?: string;
  random?: () => number;
  now?: () => number;
}

/** The stable releases: a crawler, or a visitor whose cohort is not known. */
const STABLE: Audience = Object.freeze({});
/** One audience per cohort, made once: a request allocates none. */
const COHORT_AUDIENCES: readonly Audience[] = Array.from({ length: COHORTS }, (_, cohort) => Object.freeze({ cohort }));
/** Previews verified lately, by token: the signature is checked once per browser, not on every page. */
const VERIFIED_KEPT = 256;

export default fp<AudiencePluginOptions>(
  async (app, { secret, random = Math.random, now = Date.now }) => {
    const verified = new Map<string, Preview>();
    function previewOf(token: string | undefined): Audience['preview'] {
      if (!secret || !token) return undefined;
      let preview = verified.get(token);
      if (!preview) {
        preview = verifyPreview(secret, token, now());
        if (!preview) return undefined;
        if (verified.size >= VERIFIED_KEPT) verified.clear();
        verified.set(token, preview);
      }
      return preview.expires > now() ? preview : undefined;
    }

    app.decorateRequest('audience', null);
    app.decorate('audienceOf', (request: FastifyRequest, reply?: FastifyReply): Audience => {
      if (request.audience) return request.audience;
      const header = request.headers.cookie;
      let audience = STABLE;
      if (!isCrawler(request.headers['user-agent'])) {
        let cohort = cohortOf(cookieValue(header, COHORT_COOKIE));
        if (cohort === undefined && reply) {
          cohort = randomCohort(random);
          reply.header('set-cookie', cohortCookie(cohort, request.protocol === 'https'));
        }
        const preview = previewOf(cookieValue(header, PREVIEW_COOKIE));
        if (preview) audience = { cohort, preview: { remote: preview.remote, release: preview.release } };
        else if (cohort !== undefined) audience = COHORT_AUDIENCES[cohort] ?? STABLE;
      }
      request.audience = audience;
      return audience;
    });
  },
  { name: 'audience' },
);
