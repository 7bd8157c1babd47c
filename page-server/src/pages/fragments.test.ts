// How often the shell's server asks a remote for its fragments index: a base build's on every page (it may be
// rebuilt in place), a release's once (it never changes).
import { createFragmentSource } from './fragments';

const INDEX = {
  build: 'b1',
  pages: {
    '/courses': {
      module: 'CourseList',
      status: 200,
      title: 'Courses',
      description: 'All courses',
      canonicalPath: 'courses',
      files: { light: 'courses.light.json', dark: 'courses.dark.json' },
    },
  },
};
const BODY = { html: ['<h1>Courses</h1>'], styles: [], globalStyles: [] };

/** A remote's server as fetch sees it: every index and page it was asked for. */
function fakeRemote() {
  const asked: string[] = [];
  const fetch = (async (input: string | URL) => {
    const url = String(input);
    asked.push(url);
    const body = url.endsWith('index.json') ? INDEX : BODY;
    return new Response(JSON.stringify(body), { headers: { etag: '"1"', 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { asked, fetch };
}

const indexReads = (asked: string[]) => asked.filter((url) => url.endsWith('/fragments/index.json')).length;

describe('the fragments index', () => {
  it('is asked for on every page of a base build, and once for a release', async () => {
    const remote = fakeRemote();
    const fragmentFor = createFragmentSource({ fetch: remote.fetch, logger: { warn() {} } });
    const base = 'http://catalog.test/mf-manifest.json';
    const release = 'http://catalog.test/releases/20261207-120000-abc/mf-manifest.json';
    for (let page = 0; page < 3; page += 1) {
      expect((await fragmentFor(base, '/courses'))?.title).toBe('Courses');
      expect((await fragmentFor(release, '/courses'))?.title).toBe('Courses');
    }
    expect(indexReads(remote.asked.filter((url) => !url.includes('/releases/')))).toBe(3);
    expect(indexReads(remote.asked.filter((url) => url.includes('/releases/')))).toBe(1);
  });
});
