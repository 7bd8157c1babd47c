// Text made safe where the page writer puts it.

const HTML_ESCAPES: ReadonlyArray<[string, string]> = [
  ['&', '&amp;'],
  ['"', '&quot;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
];

/** Text safe inside HTML text or a double-quoted attribute. */
export function escapeHtml(value: unknown): string {
  let text = String(value);
  for (const [from, to] of HTML_ESCAPES) text = text.replaceAll(from, to);
  return text;
}

/** A value as JSON safe inside a <script> element: no '</script>' or '<!--' can close or confuse it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
