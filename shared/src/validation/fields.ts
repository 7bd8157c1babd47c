// zod/mini: the same zod, built as functions instead of methods, so a form page ships only the checks it
// uses (about 6 KB gzip instead of 24 KB).
import * as z from 'zod/mini';

const SURROGATE = /[\uD800-\uDFFF]/;

/** Length as a person counts it: an emoji or an accented letter is one character. (Spreading the string
 * into code points is only needed when it has surrogates; the API checks every field several times.) */
export const charCount = (value: string) => (SURROGATE.test(value) ? [...value].length : value.length);

// Characters that make text show something other than what it holds: C0 and C1 controls (a line break in
// a name splits it in the dashboard and in a spreadsheet; escape and bell do nothing visible) and the bidi
// embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069 (U+202E shows "Asha\u202Egpj.exe" as
// "Ashaexe.jpg"). The bidi marks U+200E, U+200F and U+061C stay allowed: they only steer the neutral
// characters beside them, and names that mix scripts need them. Only a message may hold tab, LF and CR.
// Written as a pattern of what is allowed, so that the API's OpenAPI document carries the same rule.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ONE_LINE = /^[^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/;
// eslint-disable-next-line no-control-regex -- as above, with tab, LF and CR allowed
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/;

export interface TextOptions {
  /** Tab, LF and CR allowed (a message's lines); any other control character is still refused. */
  multiline?: boolean;
}

/** The visible-text rule of every free-text field: no control or text-direction characters. */
export function visibleText(label: string, { multiline = false }: TextOptions = {}) {
  return z.regex(multiline ? MULTI_LINE : ONE_LINE, `${label} must not contain control or text-direction characters`);
}

/** Required text, trimmed, between min and max characters. */
export function requiredText(label: string, min: number, max: number, options?: TextOptions) {
  return z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) }).check(
    z.trim(),
    // First, so that a name of one override character says what is wrong with it.
    visibleText(label, options),
    z.refine((value) => charCount(value) > 0, `${label} is required`),
    z.refine((value) => charCount(value) >= min, `${label} must be at least ${min} characters`),
    z.refine((value) => charCount(value) <= max, `${label} must be at most ${max} characters`),
    // The lengths, for the OpenAPI document (JSON Schema counts code points too, as charCount does).
    z.meta({ minLength: min, maxLength: max }),
  );
}

/** Optional text: absent, null or empty becomes "" (stored as given otherwise). */
export function optionalText(label: string, max: number, options?: TextOptions) {
  return z.pipe(
    z.nullish(
      z
        .string({ error: `${label} must be text` })
        .check(
          visibleText(label, options),
          z.refine((value) => charCount(value) <= max, `${label} must be at most ${max} characters`),
          z.meta({ maxLength: max }),
        ),
    ),
    z.transform((value) => value ?? ''),
  );
}

/**
 * An email address as the API takes it (zod's email rule, written without look-aheads so that a JSON Schema
 * tool can generate and check it): a local part of letters, digits and `_'+-` in dot-separated runs, not
 * ending in `'`; a domain of labels and a TLD of two letters or more. Spaces around it are allowed (trimmed).
 * The same pattern is the OpenAPI document's, so the document accepts exactly what the API accepts.
 */
export const EMAIL_PATTERN = /^\s*(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}\s*$/;
export const EMAIL_MAX = 254;

export const emailField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Invalid email format') })
  .check(
    z.refine((value) => value.trim().length > 0, 'Email is required'),
    z.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
    z.regex(EMAIL_PATTERN, 'Invalid email format'),
    z.trim(),
    z.toLowerCase(),
    z.meta({ description: `An email address, at most ${EMAIL_MAX} characters; kept trimmed and lower-cased` }),
  );

export const PHONE_ERROR = 'Phone number must be 10 digits';

export const phoneField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Phone number is required' : PHONE_ERROR) })
  .check(z.trim(), z.regex(/^\d{10}$/, PHONE_ERROR));
