// zod/mini: the same zod, built as functions instead of methods, so a form page ships only the checks it
// uses (about 6 KB gzip instead of 24 KB).
import * as z from 'zod/mini';

const SURROGATE = /[\uD800-\uDFFF]/;

/** Length as a person counts it: an emoji or an accented letter is one character. (Spreading the string
 * into code points is only needed when it has surrogates; the API checks every field several times.) */
export const charCount = (value: string) => (SURROGATE.test(value) ? [...value].length : value.length);

/** Required text, trimmed, between min and max characters. */
export function requiredText(label: string, min: number, max: number) {
  return z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) }).check(
    z.trim(),
    z.refine((value) => charCount(value) > 0, `${label} is required`),
    z.refine((value) => charCount(value) >= min, `${label} must be at least ${min} characters`),
    z.refine((value) => charCount(value) <= max, `${label} must be at most ${max} characters`),
  );
}

/** Optional text: absent, null or empty becomes "" (stored as given otherwise). */
export function optionalText(label: string, max: number) {
  return z.pipe(
    z.nullish(
      z.string({ error: `${label} must be text` }).check(z.refine((value) => charCount(value) <= max, `${label} must be at most ${max} characters`)),
    ),
    z.transform((value) => value ?? ''),
  );
}

export const emailField = z.pipe(
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Invalid email format') })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.refine((value) => value.length > 0, 'Email is required'),
      z.refine((value) => value.length <= 254, 'Email must be at most 254 characters'),
    ),
  z.email({ error: 'Invalid email format' }),
);

export const PHONE_ERROR = 'Phone number must be 10 digits';

export const phoneField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Phone number is required' : PHONE_ERROR) })
  .check(z.trim(), z.regex(/^\d{10}$/, PHONE_ERROR));
