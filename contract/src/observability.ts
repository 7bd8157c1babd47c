// What the API and the page servers agree on for watching them (docs/decisions/2026-12-07-metrics-and-request-ids.md):
// - /metrics, in Prometheus' text format, for a scraper that sends METRICS_TOKEN;
// - a request's id, the same from the proxy through the page server to the API: each server takes the one it
//   is sent when it is well formed, else makes one, answers it, writes it in its log lines and sends it on.

/** Where each server answers its metrics. */
export const METRICS_PATH = '/metrics';
/**
 * What each server counts, as prom-client's counters are declared: names and labels are what a dashboard's
 * queries rely on. A route is its pattern, never the address; a release one the server has.
 */
export const METRICS = {
  requests: {
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
  },
  pageLoads: {
    name: 'page_loads_total',
    help: 'HTML pages served, by the remote that owns the page and its live release',
    labelNames: ['remote', 'release'],
  },
  releaseFilesNotFound: {
    name: 'release_files_not_found_total',
    help: "Requests for a file of the app's build or of one of its releases that answered 404",
    labelNames: ['remote', 'release'],
  },
  browserReports: {
    name: 'browser_reports_total',
    help: 'Browser error reports counted, by remote, release and kind',
    labelNames: ['remote', 'release', 'kind'],
  },
} as const;

/** METRICS_TOKEN's shortest length: as hard to guess as the other secrets. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

/** METRICS_TOKEN when set (undefined otherwise); an error names it when it is too short. */
export function metricsTokenOf(env: Record<string, string | undefined>): string | undefined {
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && token.length < METRICS_TOKEN_MIN_LENGTH)
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`);
  return token;
}

/** The header that carries it, lower case as Node names incoming headers. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Short and plain: letters, digits and `._:-`, so that it is safe in a log line and a header. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id sent, when it is one; otherwise a new one (a UUID). */
export function requestIdOf(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : globalThis.crypto.randomUUID();
}
