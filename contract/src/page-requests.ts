// Pages rendered at request time, for forms sent without JavaScript (docs/html-first-forms.md): the shell's page
// server passes a POST on a page's path, and the GET of its confirmation, to the server of the remote that owns
// the path (POST page-server.ts's RENDER_PATH, X-Forwarded-For naming the visitor), which answers with this.
import * as z from 'zod/mini';
import { pageBodySchema } from './fragments.ts';

/** What the shell's server sends. `body`: the form's fields, urlencoded, as the browser sent them. */
export const pageRequestSchema = z.object({
  method: z.enum(['GET', 'POST']),
  /** The page's path and query, as the visitor asked for it ('/blueprint/internship?sent=internship'). */
  url: z.string().check(z.startsWith('/')),
  body: z.optional(z.string()),
  /** The visitor's previous page on this site (a same-origin Referer's path and query), for a page's way back. */
  previous: z.optional(z.string().check(z.regex(/^\/(?![/\\])/, 'a previous page is a path on this site'))),
});

export const pageAnswerSchema = z.union([
  /** Post/redirect/get: only to a path on this site, never elsewhere. */
  z.object({ redirect: z.string().check(z.regex(/^\/(?![/\\])/, 'a redirect goes to a path on this site')) }),
  /** The page rendered for this request, in the parts of a published one (fragments.ts). */
  z.object({ status: z.int(), page: pageBodySchema }),
  /** A post on one of the remote's pages that names none of its forms (no `_form`, or an unknown one). */
  z.object({ unreadable: z.literal(true) }),
]);

export type PageRequest = z.infer<typeof pageRequestSchema>;
export type PageAnswer = z.infer<typeof pageAnswerSchema>;
