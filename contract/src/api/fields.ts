// The fields requests are made of: free text, an email address, a phone number, as the API takes them and the
// forms check them. Each rule is also written for the OpenAPI document, so the document accepts exactly what
// the API accepts.
import * as z from 'zod/mini';
import { emptyIsUnset } from './common.ts';

const SURROGATE = /[\uD800-\uDFFF]/;

/** Length as a person counts it: an emoji or an accented letter is one character. (Spreading the string
 * into code points is only needed when it has surrogates; the API checks every field several times.) */
export const charCount = (value: string) => (SURROGATE.test(value) ? [...value].length : value.length);

// Characters that make text show something other than what it holds: C0 and C1 controls (a line break in
// a name splits it in the dashboard and in a spreadsheet; escape and bell do nothing visible) and the bidi
// embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069 (U+202E shows "Asha\u202Egpj.exe" as
// "Ashaexe.jpg"). The bidi marks U+200E, U+200F and U+061C stay allowed: they only steer the neutral
// characters beside them, and names that mix scripts need them. Only a message may hold tab, LF and CR.
// Written as a pattern of what is allowed, so that the API's OpenAPI document carries the same rule. The
// patterns hold the characters themselves, not `\uXXXX` escapes: JSON Schema tools outside JavaScript (the
// Specmatic fuzzer's generator) read `\u0000` as the letter u and four digits.
const ONE_LINE_BAD = '\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069';
// As above, with tab, LF and CR allowed.
const MULTI_LINE_BAD = '\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069';

export interface TextOptions {
  /** Tab, LF and CR allowed (a message's lines); any other control character is still refused. */
  multiline?: boolean;
  /** The field is trimmed: what is refused is checked on the text once trimmed (a trailing line break is
   * trimmed away, not refused). The pattern says so on the text as sent, so the document agrees. */
  trimmed?: boolean;
}

const badOf = (multiline: boolean) => (multiline ? MULTI_LINE_BAD : ONE_LINE_BAD);

// The same rules in the OpenAPI document, as what a value must NOT contain (`not: {pattern}`, unanchored):
// a refused character that is not whitespace anywhere, or (in a trimmed field) a refused whitespace
// character (tab to CR) between two others; and, for a required field, nothing but whitespace. An anchored
// `^[^…]*$` says the same, but the Specmatic fuzzer "breaks" such a pattern by adding `_` before the `$`,
// which the pattern still allows, and then expects a 400 for a valid value.
const BAD_NOT_SPACE = '\u0000-\u0008\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069';
function documentedRule({
  multiline = false,
  trimmed = false,
  required = false,
}: TextOptions & { required?: boolean }) {
  const lineBreaks = multiline ? '\u000B\u000C' : '\u0009-\u000D';
  const refused = trimmed
    ? [`[${BAD_NOT_SPACE}]`, `\\S\\s*[${lineBreaks}]\\s*\\S`]
    : [`[${BAD_NOT_SPACE}${lineBreaks}]`];
  if (required) refused.push('^\\s*$');
  return { pattern: undefined, not: { pattern: refused.join('|') } };
}

// Text that cannot be stored or hashed as given: NUL (PostgreSQL refuses it) and UTF-16 surrogates standing
// alone (they would come back as U+FFFD, so two different passwords would hash alike). The document's
// pattern holds the characters themselves (see above); in a Unicode pattern, as JSON Schema's are, a
// surrogate pair is one character, so only a lone surrogate matches.
const UNSTORABLE = '[\u0000\uD800-\uDFFF]';
const STORABLE_ERROR = 'Contains characters that cannot be stored';

/** Whether text can be stored as given (no NUL, no lone surrogate). */
export const isStorable = (value: string) =>
  !value.includes('\u0000') && (value as unknown as { isWellFormed(): boolean }).isWellFormed();

/** The storable-text rule of a field no other rule already limits (a password), and the document's words
 * for it: what a value must not contain. */
export function storableText() {
  return [z.refine<string>(isStorable, STORABLE_ERROR), z.meta({ not: { pattern: UNSTORABLE } })] as const;
}

/** The visible-text rule of every free-text field: no control or text-direction characters. */
export function visibleText(label: string, { multiline = false, trimmed = false }: TextOptions = {}) {
  const bad = badOf(multiline);
  const pattern = trimmed ? new RegExp(`^\\s*[^${bad}]*\\s*$`) : new RegExp(`^[^${bad}]*$`);
  return z.regex(pattern, `${label} must not contain control or text-direction characters`);
}

/** visibleText, and the same rule for the OpenAPI document. */
export function documentedVisibleText(label: string, options: TextOptions = {}) {
  return [visibleText(label, options), z.meta(documentedRule(options))] as const;
}

/**
 * Required text, trimmed, between min and max characters as sent (so that the document's minLength and
 * maxLength are the API's own; spaces around it count, and are then trimmed away).
 */
export function requiredText(label: string, min: number, max: number, options: Omit<TextOptions, 'trimmed'> = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .check(
      // First, so that a name of one override character says what is wrong with it.
      visibleText(label, { ...options, trimmed: true }),
      z.refine((value) => value.trim().length > 0, `${label} is required`),
      z.refine((value) => charCount(value) >= min, `${label} must be at least ${min} characters`),
      z.refine((value) => charCount(value) <= max, `${label} must be at most ${max} characters`),
      z.trim(),
      // For the OpenAPI document: the lengths (JSON Schema counts code points, as charCount does), the
      // visible-text rule and "not only spaces".
      z.meta({ minLength: min, maxLength: max, ...documentedRule({ ...options, trimmed: true, required: true }) }),
    );
}

/** Optional text: absent, null or empty becomes "" (stored as given otherwise). */
export function optionalText(label: string, max: number, options?: TextOptions) {
  return z.pipe(
    z.nullish(
      z.string({ error: `${label} must be text` }).check(
        visibleText(label, options),
        z.refine((value) => charCount(value) <= max, `${label} must be at most ${max} characters`),
        z.meta({ maxLength: max, ...documentedRule(options ?? {}) }),
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
export const EMAIL_PATTERN =
  /^\s*(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}\s*$/;
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

/** `?q=`: a search text, trimmed, at most 100 characters; empty is no search. */
export const searchText = emptyIsUnset(
  z.string({ error: 'Search must be text' }).check(
    ...documentedVisibleText('Search', { trimmed: true }),
    z.refine((value) => charCount(value) <= 100, 'Search must be at most 100 characters'),
    z.trim(),
    z.meta({ maxLength: 100 }),
  ),
);
