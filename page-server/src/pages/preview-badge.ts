// The badge a page carries while an admin previews a release (docs/decisions/2026-12-07-canary-and-preview.md):
// "Preview: catalog <id>", and "End preview", a form posting to PREVIEW_END_PATH, so the way out works without
// JavaScript. It is written outside #root, so the page hydrates as it would without it; its style is a <style>
// with the response's nonce (the policy refuses style attributes), fixed at the foot of the window at any width.
import { PREVIEW_END_PATH } from '@blueprint/contract/preview-token';
import { escapeHtml } from './escape';

export const PREVIEW_BADGE_CSS =
  '.release-preview{position:fixed;inset:auto 0 0 0;z-index:2147483647;display:flex;flex-wrap:wrap;' +
  'align-items:center;justify-content:center;gap:.5rem 1rem;margin:0;padding:.5rem 1rem;background:#1b1b1f;' +
  'color:#fff;font:600 1rem/1.4 system-ui,sans-serif;box-shadow:0 -2px 8px rgba(0,0,0,.3)}' +
  '.release-preview p{margin:0;overflow-wrap:anywhere}.release-preview form{margin:0}' +
  '.release-preview button{min-height:44px;padding:.375rem 1rem;border:2px solid #fff;border-radius:4px;' +
  'background:#fff;color:#1b1b1f;font:inherit;cursor:pointer}' +
  '.release-preview button:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}';

export function previewBadge({ remote, release }: { remote: string; release: string }): string {
  return (
    '<aside class="release-preview" aria-label="Release preview">' +
    `<p role="status">Preview: ${escapeHtml(remote)} ${escapeHtml(release)}</p>` +
    `<form method="post" action="${PREVIEW_END_PATH}"><button type="submit">End preview</button></form></aside>`
  );
}
