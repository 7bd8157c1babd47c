// What the page server reads from the build it serves, each file again when a new build replaces it: the
// page's template (index.html, read into its parts: document-template.ts), and in the shell's build its render
// of its layout at each path (dist/fragments: the layout around the remote page's place, or one of its own
// pages whole).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  pageBodySchema,
  parseFragmentIndex,
  type FragmentIndex,
  type PageBody,
  type Theme,
} from '@blueprint/contract/fragments';
import { FRAGMENT_INDEX, FRAGMENTS_DIR } from '@blueprint/contract/page-server';
import type { Layout } from './compose-page';
import { parseDocumentTemplate, type DocumentTemplate } from './document-template';
import { pageOf } from './fragments';

/** A file's parsed content, read again only when it changed. Throws what reading or parsing throws. */
function watchedFile<T>(file: string, parse: (text: string) => T): () => T {
  let cached: { version: string; value: T } | undefined;
  return () => {
    const { mtimeMs, size } = statSync(file);
    const version = `${mtimeMs}:${size}`;
    if (cached?.version !== version) cached = { version, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

export type LayoutAt = Layout & { module: string };

export interface AppBuild {
  /** The build's index.html, in parts; throws when it cannot be read (the request then fails, and the server goes on). */
  template(): DocumentTemplate;
  /** The shell's render at a path, in a theme; null without one (a remote's build, a path it did not render). */
  layoutAt(pathname: string, theme: Theme): LayoutAt | null;
  /** The shell's own pages for the sitemap (its build lists them). */
  sitemap(): readonly string[];
}

export function readAppBuild(root: string): AppBuild {
  const template = watchedFile(path.join(root, 'index.html'), parseDocumentTemplate);
  const readIndex = watchedFile(path.join(root, FRAGMENT_INDEX), (text) => parseFragmentIndex(JSON.parse(text)));
  const index = (): FragmentIndex | null => {
    try {
      return readIndex();
    } catch {
      return null;
    }
  };
  /** The parts of each layout file, for the build it belongs to. */
  const files = new Map<string, { build: string; body: PageBody }>();
  return {
    template,
    sitemap: () => index()?.sitemap ?? [],
    layoutAt(pathname, theme) {
      const current = index();
      const entry = current && pageOf(current, pathname);
      if (!current || !entry) return null;
      const file = entry.files[theme];
      let known = files.get(file);
      try {
        if (known?.build !== current.build) {
          known = {
            build: current.build,
            body: pageBodySchema.parse(JSON.parse(readFileSync(path.join(root, FRAGMENTS_DIR, file), 'utf8'))),
          };
          files.set(file, known);
        }
      } catch {
        return null;
      }
      const { files: _files, ...facts } = entry;
      return { ...facts, body: known.body };
    },
  };
}
