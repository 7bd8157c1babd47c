// A page's parts as a build publishes them (@blueprint/contract/fragments), from HTML written for a test: split
// at a layout's place for a remote's page and where it names its build's files.
import { BUILD_FILES, PAGE_SLOT } from '@blueprint/contract/page-server';
import type { PageBody, StyleRule } from '@blueprint/contract/fragments';

export function pageParts(html: string, styles: StyleRule[] = []): string {
  const [before = '', after] = html.split(PAGE_SLOT);
  const body: PageBody = {
    html: before.split(BUILD_FILES),
    ...(after === undefined ? {} : { afterSlot: after.split(BUILD_FILES) }),
    styles,
    globalStyles: [],
  };
  return JSON.stringify(body);
}
