// `POST /api/browser-errors`: what the shell reports when a remote fails in a visitor's browser. The API counts
// reports per remote, release and kind; the releases list (`npm run releases`, GET /api/admin/releases/:remote)
// shows the counts. A report names no person, page address or browser: the remote, its release and what failed.
import * as z from 'zod/mini';
import { releaseId } from '../releases.ts';
import { component } from './common.ts';
import { releaseRemote } from './releases.ts';
import { BROWSER_ERROR_KINDS } from './values.ts';

/** Fields not named here are dropped, as on every request. */
export const browserErrorReport = z.object({
  remote: releaseRemote,
  /** The release the page loaded the remote from (`base`: the build its server serves at its root). */
  release: releaseId,
  kind: z.enum(BROWSER_ERROR_KINDS),
});
export type BrowserErrorReport = z.infer<typeof browserErrorReport>;

/** `counted`: false when the API has no such release of the remote (the report is dropped, not stored). */
export const browserErrorAccepted = component('BrowserErrorAccepted', z.object({ counted: z.boolean() }));
export type BrowserErrorAccepted = z.infer<typeof browserErrorAccepted>;
