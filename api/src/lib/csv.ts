// RFC 4180 CSV with spreadsheet formula injection defused.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  // A cell that a spreadsheet would run as a formula is prefixed with ' (OWASP's advice).
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: (string | number)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
