// @ts-check
// `npm run releases`: a remote's live release (who made it live and when), a running canary, the traffic of each
// (share of visitors, page loads and browser errors over the automatic stop's window) and when a canary stops
// itself; then its releases as a table, newest first, the live one and the canary marked; then the deploy log
// with the reason of an automatic step. `errors`: the browser errors reported for each release (POST
// /api/browser-errors, every kind together), a dash when the API could not read its counts.

/** @typedef {{ release: string, commit: string, builtAt: string, live: boolean, errors: number | null }} Row */
/** @typedef {{ loads: number, errors: number, since: string }} Traffic */
/**
 * @typedef {{ remote: string,
 *   live: { release: string, previous: string | null, by: string | null, at: string | null, errors?: number | null,
 *     share?: number, traffic?: Traffic | null },
 *   canary?: { release: string, percent: number, by: string, at: string, traffic: Traffic | null } | null,
 *   autoStop?: { minErrors: number, ratio: number, windowMs: number },
 *   releases: Row[],
 *   log: Array<{ action: string, from: string, to: string, by: string, at: string, reason?: string | null }> }} List
 */

/** @type {Array<{ title: string, cell: (row: Row, canary: string | undefined) => string }>} */
export const COLUMNS = [
  { title: '', cell: (row, canary) => (row.live ? '*' : row.release === canary ? 'c' : '') },
  { title: 'release', cell: (row) => row.release },
  { title: 'commit', cell: (row) => row.commit },
  { title: 'built at', cell: (row) => row.builtAt },
  { title: 'errors', cell: (row) => (row.errors === null ? '-' : String(row.errors)) },
];

/** Errors per page load, in percent, as the automatic stop compares them. @param {Traffic} traffic */
export const errorRate = (traffic) =>
  traffic.loads ? `${((traffic.errors / traffic.loads) * 100).toFixed(1)}%` : 'no page loads';

/** @param {number} count @param {string} word */
const counted = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** @param {Traffic | null | undefined} traffic */
const trafficText = (traffic) =>
  traffic
    ? `${counted(traffic.loads, 'page load')}, ${counted(traffic.errors, 'error')} (${errorRate(traffic)})`
    : 'page loads and errors cannot be read just now';

/** @param {number} ms */
const duration = (ms) => (ms % 60_000 ? `${ms / 1000} s` : `${ms / 60_000} min`);

/**
 * The stable release and a running canary side by side, with when the canary stops itself; without a canary, the
 * stable release's own traffic when the API read it.
 * @param {List} list
 */
function trafficLines(list) {
  const { live, canary, autoStop } = list;
  if (!canary)
    return live.traffic
      ? [`  ${live.share ?? 100}% of visitors; since ${live.traffic.since}: ${trafficText(live.traffic)}`]
      : [];
  const since = canary.traffic?.since ?? live.traffic?.since;
  return [
    `canary ${canary.release} for ${canary.percent}% of visitors, started by ${canary.by} at ${canary.at}`,
    `  stable ${live.release}  ${live.share ?? 100 - canary.percent}%  ${trafficText(live.traffic)}`,
    `  canary ${canary.release}  ${canary.percent}%  ${trafficText(canary.traffic)}`,
    ...(since ? [`  (since ${since})`] : []),
    ...(autoStop
      ? [
          `  it stops itself at ${autoStop.minErrors} errors or more and ${autoStop.ratio} times the stable release's errors per page load, over at most ${duration(autoStop.windowMs)}`,
        ]
      : []),
    `  npm run promote -- ${list.remote} makes it live for everyone; npm run rollback -- ${list.remote} ends it`,
  ];
}

/** @param {List} list */
export function releasesTable(list) {
  const canary = list.canary?.release;
  const rows = [
    COLUMNS.map((column) => column.title),
    ...list.releases.map((row) => COLUMNS.map((column) => column.cell(row, canary))),
  ];
  const widths = COLUMNS.map((_, index) => Math.max(...rows.map((row) => (row[index] ?? '').length)));
  const lines = rows.map((row) =>
    row
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd(),
  );
  const { live } = list;
  const made = live.by
    ? `, made live by ${live.by} at ${live.at}`
    : ' (the build the remote serves at its root: nothing deployed yet)';
  const errors = typeof live.errors === 'number' ? `; browser errors: ${live.errors}` : '';
  return [
    `${list.remote}: live ${live.release}${made}${live.previous ? `; a rollback goes back to ${live.previous}` : ''}${errors}`,
    ...trafficLines(list),
    ...(list.releases.length ? lines : ['no releases (npm run release -- <remote> makes one)']),
    ...(list.log.length
      ? [
          '',
          'deploy log, newest first:',
          ...list.log.map(
            (entry) =>
              `  ${entry.at}  ${entry.action.padEnd(8)} ${entry.from} -> ${entry.to}  by ${entry.by}${entry.reason ? `: ${entry.reason}` : ''}`,
          ),
        ]
      : []),
  ].join('\n');
}
