// RFC 4180 CSV with spreadsheet formula injection defused: the one CSV writer of every export.
const FORMULA_START = /^[=+\-@\t\r]/;
// RFC 4180 quotes a cell holding a comma, a quote or a line break. A semicolon (the separator of spreadsheets
// in locales with a decimal comma, where `a;=1` would split into a formula cell), a tab (the separator of a
// paste) and a lone CR are quoted too, so that no reader splits a cell.
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  // A cell that a spreadsheet would run as a formula is prefixed with ' (OWASP's advice).
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: (string | number)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** UTF-8's byte-order mark: without it a spreadsheet program on Windows reads the file as its local code
 * page ("ZoÃ« Sharma" for "Zoë Sharma"). Every export starts with it. */
export const BOM = '\uFEFF';

/** The byte-order mark, a header row of the column names, then one row per record: stream it with
 * `Readable.from`. */
export async function* csvLines<K extends string>(
  columns: readonly K[],
  rows: AsyncIterable<Record<K, string | number>> | Iterable<Record<K, string | number>>,
) {
  yield BOM + csvRow([...columns]);
  for await (const row of rows) yield csvRow(columns.map((column) => row[column]));
}
