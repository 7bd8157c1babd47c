const countFormat = new Intl.NumberFormat();
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 12345 → '12,345' in the reader's locale. */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** An ISO timestamp in the reader's local date and time; the text as given when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return iso && !Number.isNaN(date.getTime()) ? dateTimeFormat.format(date) : iso;
}
