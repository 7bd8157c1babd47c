import { TextField } from '@blueprint/shared/ui/field';
import { useState } from 'react';

/**
 * A whole calendar date from 1900 on, `YYYY-MM-DD`. While a year is typed into a date input, Chrome's value
 * passes through `0002-…`, `0020-…`, `0202-…`: none of them is a date anyone means.
 */
export function isCompleteDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export interface DateFilterFieldProps {
  label: string;
  /** The date the filter holds (the URL's), or ''. */
  value: string;
  min?: string;
  max?: string;
  /** Called with a complete date, or '' once the field is cleared; never while a date is half typed. */
  onChange: (date: string) => void;
}

/** A date filter that searches only on a complete date: the input answers every key, the filter waits. */
export function DateFilterField({ label, value, min, max, onChange }: DateFilterFieldProps) {
  const [typed, setTyped] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    // The filter changed by itself (Back, a shared link, Clear filters): the field shows it.
    setApplied(value);
    setTyped(value);
  }
  return (
    <TextField
      label={label}
      type="date"
      value={typed}
      min={min}
      max={max}
      onChange={(event) => {
        const next = event.target.value;
        setTyped(next);
        if (next === '' || isCompleteDate(next)) {
          setApplied(next);
          onChange(next);
        }
      }}
    />
  );
}
