// @ts-check
// `npm run releases`: a remote's releases as a table, newest first, the live one marked, then who made it live
// and when. `errors`: the browser errors reported for each release (POST /api/browser-errors, every kind
// together), a dash when the API could not read its counts.

/** @typedef {{ release: string, commit: string, builtAt: string, live: boolean, errors: number | null }} Row */

/** @type {Array<{ title: string, cell: (row: Row) => string }>} */
export const COLUMNS = [
  { title: '', cell: (row) => (row.live ? '*' : '') },
  { title: 'release', cell: (row) => row.release },
  { title: 'commit', cell: (row) => row.commit },
  { title: 'built at', cell: (row) => row.builtAt },
  { title: 'errors', cell: (row) => (row.errors === null ? '-' : String(row.errors)) },
];

/**
 * @param {{ remote: string, live: { release: string, previous: string | null, by: string | null, at: string | null, errors?: number | null }, releases: Row[],
 *   log: Array<{ action: string, from: string, to: string, by: string, at: string }> }} list
 */
export function releasesTable(list) {
  const rows = [
    COLUMNS.map((column) => column.title),
    ...list.releases.map((row) => COLUMNS.map((column) => column.cell(row))),
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
    ...(list.releases.length ? lines : ['no releases (npm run release -- <remote> makes one)']),
    ...(list.log.length
      ? [
          '',
          'deploy log, newest first:',
          ...list.log.map(
            (entry) => `  ${entry.at}  ${entry.action.padEnd(8)} ${entry.from} -> ${entry.to}  by ${entry.by}`,
          ),
        ]
      : []),
  ].join('\n');
}
