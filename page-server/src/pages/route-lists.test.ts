import type { RouteList } from '@blueprint/contract/route-list';
import { createRouteListSource } from './route-lists';

const MANIFEST = 'http://catalog.test/mf-manifest.json';
const LIST: RouteList = {
  pages: [{ path: 'courses', module: 'Browse', title: 'Courses', sitemap: true }],
  navigation: [],
};
const WITH_CERTIFICATIONS: RouteList = {
  ...LIST,
  pages: [...LIST.pages, { path: 'certifications', module: 'Certifications', title: 'Certifications', sitemap: true }],
};

/** A remote as fetch sees it: what it answers now, and what it was asked. */
function remote() {
  const asked: Array<{ url: string; etag: string | undefined }> = [];
  let answer: () => Promise<Response> = async () => new Response('', { status: 404 });
  const fetch = (async (url: string, init?: RequestInit) => {
    asked.push({ url, etag: (init?.headers as Record<string, string> | undefined)?.['If-None-Match'] });
    return answer();
  }) as typeof globalThis.fetch;
  return {
    fetch,
    asked,
    answers(next: () => Promise<Response>) {
      answer = next;
    },
    publishes(list: unknown, etag = '"1"') {
      answer = async () => Response.json(list, { headers: { etag } });
    },
  };
}

function setUp({ ttlMs = 1000, budgetMs = 50 } = {}) {
  const server = remote();
  let time = 0;
  const warnings: string[] = [];
  const learn = createRouteListSource({
    fetch: server.fetch,
    ttlMs,
    budgetMs,
    now: () => time,
    logger: { warn: (line: string) => warnings.push(line) },
  });
  return { server, learn, warnings, later: (ms: number) => (time += ms) };
}

describe('learning a remote’s pages from its route list', () => {
  it('reads the list beside the manifest, and uses it without asking again while it is fresh', async () => {
    const { server, learn, later } = setUp();
    server.publishes(LIST);
    expect(await learn(MANIFEST)).toEqual(LIST);
    later(999);
    expect(await learn(MANIFEST)).toEqual(LIST);
    expect(server.asked).toEqual([{ url: 'http://catalog.test/routes.json', etag: undefined }]);
  });

  it('learns a release that adds a page once the list is no longer fresh, revalidating by its ETag', async () => {
    const { server, learn, later } = setUp();
    server.publishes(LIST);
    await learn(MANIFEST);
    later(1000);
    server.answers(async () => new Response(null, { status: 304 }));
    expect(await learn(MANIFEST)).toEqual(LIST);
    expect(server.asked[1]?.etag).toBe('"1"');
    later(1000);
    server.publishes(WITH_CERTIFICATIONS, '"2"');
    expect(await learn(MANIFEST)).toEqual(WITH_CERTIFICATIONS);
  });

  it('keeps the last known list while the remote is down, and says it knows nothing when it never answered', async () => {
    const { server, learn, later, warnings } = setUp();
    server.answers(async () => Promise.reject(new TypeError('fetch failed')));
    expect(await learn(MANIFEST)).toBe('unknown');
    server.publishes(LIST);
    later(1000);
    expect(await learn(MANIFEST)).toEqual(LIST);
    server.answers(async () => Promise.reject(new TypeError('fetch failed')));
    later(1000);
    expect(await learn(MANIFEST)).toEqual(LIST);
    // A remote that is down is expected: its pages say so, and fragments.ts logs the outage.
    expect(warnings).toEqual([]);
  });

  it('asks a remote that is down once per TTL, not on every request, known or not', async () => {
    const { server, learn, later } = setUp();
    server.answers(async () => Promise.reject(new TypeError('fetch failed')));
    await learn(MANIFEST);
    later(500);
    expect(await learn(MANIFEST)).toBe('unknown');
    expect(server.asked).toHaveLength(1);
    server.publishes(LIST);
    later(500);
    expect(await learn(MANIFEST)).toEqual(LIST);
    server.answers(async () => Promise.reject(new TypeError('fetch failed')));
    later(1000);
    await learn(MANIFEST);
    later(500);
    expect(await learn(MANIFEST)).toEqual(LIST);
    expect(server.asked).toHaveLength(3);
  });

  it('answers with the last known list when the remote is slower than the budget', async () => {
    const { server, learn, later } = setUp({ budgetMs: 20 });
    server.publishes(LIST);
    await learn(MANIFEST);
    later(1000);
    server.answers(() => new Promise(() => {}));
    expect(await learn(MANIFEST)).toEqual(LIST);
  });

  it('keeps the last known list when a release publishes one that does not fit, and says why once', async () => {
    const { server, learn, later, warnings } = setUp();
    server.publishes(LIST);
    await learn(MANIFEST);
    server.publishes({ pages: [{ path: '/certifications' }] }, '"2"');
    later(1000);
    expect(await learn(MANIFEST)).toEqual(LIST);
    later(1000);
    expect(await learn(MANIFEST)).toEqual(LIST);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('http://catalog.test/routes.json');
    expect(warnings[0]).toContain('pages.0');
  });

  it('tells a remote that publishes no list (a release from before them) apart from one that cannot be read', async () => {
    const { server, learn } = setUp();
    server.answers(async () => new Response('Not found', { status: 404 }));
    expect(await learn(MANIFEST)).toBe('none');
  });
});
