// Tells the API what fails in this browser (POST /api/browser-errors), so `npm run releases` counts it against
// the remote's release: a remote that does not load, a render error an error boundary caught, a chunk that is
// gone, a federation version warning. A report names the remote, its release and the kind, nothing about the
// visitor or the page. It never throws, never waits, and sends at most one report per remote, release and kind,
// and at most REPORTS_PER_PAGE in all, per page load
// (docs/decisions/2026-11-27-browser-error-reports.md).
import type { BrowserErrorReport } from '@blueprint/contract/api/browser-errors';
import type { BrowserErrorKind } from '@blueprint/contract/api/values';
import { releaseOfManifestUrl } from '@blueprint/contract/release-urls';
import { isChunkLoadError, RemoteUnavailableError } from './remote-error';

export const REPORTS_PER_PAGE = 8;

type Remote = BrowserErrorReport['remote'];

interface Destination {
  endpoint: string;
  /** Each remote's release, as the run-time config this page loaded names it (`base` when it names none). */
  releases: Map<string, string>;
}

let destination: Destination | undefined;
const sent = new Set<string>();
/** Reports made before the run-time config was read (a federation warning at start-up). */
const early: Array<[string, BrowserErrorKind]> = [];

/** Starts sending, to the API and for the releases the run-time config names; reports made before are sent now. */
export function startErrorReports({ apiUrl, remotes }: { apiUrl: string; remotes: Record<string, string> }): void {
  try {
    const releases = new Map(
      Object.entries(remotes).map(([remote, manifest]) => [remote, releaseOfManifestUrl(manifest)]),
    );
    destination = { endpoint: `${apiUrl.replace(/\/+$/, '')}/api/browser-errors`, releases };
  } catch {
    return;
  }
  for (const [remote, kind] of early.splice(0)) reportBrowserError(remote, kind);
}

/** What a failure caught for a remote is: a chunk gone, the remote not loaded, or an error while rendering it. */
export function failureKind(error: unknown): BrowserErrorKind {
  if (isChunkLoadError(error)) return 'chunk';
  return error instanceof RemoteUnavailableError ? 'load' : 'render';
}

/** Reports `kind` for `remote` (a name that is not one of the config's remotes is ignored). */
export function reportBrowserError(remote: string, kind: BrowserErrorKind): void {
  try {
    if (typeof window === 'undefined') return;
    if (!destination) {
      if (early.length < REPORTS_PER_PAGE) early.push([remote, kind]);
      return;
    }
    const release = destination.releases.get(remote);
    if (!release) return;
    const key = `${remote} ${release} ${kind}`;
    if (sent.has(key) || sent.size >= REPORTS_PER_PAGE) return;
    sent.add(key);
    const report: BrowserErrorReport = { remote: remote as Remote, release, kind };
    send(destination.endpoint, JSON.stringify(report));
  } catch {
    // A report is worth less than the page: it is given up, silently.
  }
}

/**
 * A string body goes as text/plain, the one type a beacon to the API's origin may carry without asking first
 * (the API reads it as JSON). The beacon outlives the page; where there is none, or the browser refuses to
 * queue it, fetch with keepalive does the same, sending no cookies.
 */
function send(endpoint: string, body: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
  if (typeof fetch !== 'function') return;
  fetch(endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    mode: 'no-cors',
    credentials: 'omit',
    headers: { 'content-type': 'text/plain' },
  }).catch(() => undefined);
}

/** For tests: a fresh page load. */
export function resetErrorReports(): void {
  destination = undefined;
  sent.clear();
  early.length = 0;
}
