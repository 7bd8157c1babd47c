// The page-load reports a page server sends the API: per remote and release, with the secret, to the next
// origin when one fails, kept and added to the next report when none takes them.
import { PAGE_LOADS_PATH, type PageLoadsBody } from '@blueprint/contract/api/releases';
import { createPageLoadReporter } from './page-loads';

const RELEASE = '20261207-110000-bbbbbbbbbbbb';
const quiet = { warn() {} };

/** A fetch that answers each origin as `answers` says (a status, or 'down'), and records what was sent. */
function fakeFetch(answers: Record<string, number | 'down'>) {
  const sent: Array<{ url: string; authorization: string; body: PageLoadsBody }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const answer = answers[new URL(url).origin];
    if (answer === 'down' || answer === undefined) throw new TypeError('fetch failed');
    const headers = init.headers as Record<string, string>;
    sent.push({
      url,
      authorization: headers.authorization ?? '',
      body: JSON.parse(init.body as string) as PageLoadsBody,
    });
    return new Response(null, { status: answer });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

const reporters: Array<{ close(): void }> = [];
afterEach(() => reporters.splice(0).forEach((reporter) => reporter.close()));

function reporter(origins: string[], fetch: typeof globalThis.fetch) {
  const made = createPageLoadReporter({ origins, secret: 's3cret', fetch, intervalMs: 60_000, logger: quiet });
  reporters.push(made);
  return made;
}

describe('page-load reports', () => {
  it('sends the counts per remote and release with the secret, and nothing when there are none', async () => {
    const { fetch, sent } = fakeFetch({ 'http://api-1': 204 });
    const loads = reporter(['http://api-1'], fetch);
    await loads.report();
    expect(sent).toEqual([]);
    loads.count('catalog', RELEASE);
    loads.count('catalog', RELEASE);
    loads.count('catalog', 'base');
    loads.count('marketing', 'base');
    // Neither a remote with releases nor a release id: not counted.
    loads.count('shell', 'base');
    loads.count('catalog', '../etc');
    await loads.report();
    expect(sent).toEqual([
      {
        url: `http://api-1${PAGE_LOADS_PATH}`,
        authorization: 'Bearer s3cret',
        body: {
          loads: [
            { remote: 'catalog', release: RELEASE, loads: 2 },
            { remote: 'catalog', release: 'base', loads: 1 },
            { remote: 'marketing', release: 'base', loads: 1 },
          ],
        },
      },
    ]);
    await loads.report();
    expect(sent).toHaveLength(1);
  });

  it('tries the next origin when one fails, and keeps the counts for the next report when none takes them', async () => {
    const answers: Record<string, number | 'down'> = { 'http://api-1': 'down', 'http://api-2': 503 };
    const { fetch, sent } = fakeFetch(answers);
    const loads = reporter(['http://api-1', 'http://api-2'], fetch);
    loads.count('catalog', RELEASE);
    await loads.report();
    loads.count('catalog', RELEASE);
    answers['http://api-2'] = 204;
    await loads.report();
    // The 503 was asked, then the report that holds both.
    expect(sent.map(({ url, body }) => [new URL(url).origin, body.loads])).toEqual([
      ['http://api-2', [{ remote: 'catalog', release: RELEASE, loads: 1 }]],
      ['http://api-2', [{ remote: 'catalog', release: RELEASE, loads: 2 }]],
    ]);
  });

  it('drops a report the API refuses (a wrong secret), and keeps no more than one report can hold', async () => {
    const { fetch, sent } = fakeFetch({ 'http://api-1': 401 });
    const loads = reporter(['http://api-1'], fetch);
    for (let i = 0; i < 300; i += 1) loads.count('catalog', `20261207-110000-${String(i).padStart(12, '0')}`);
    await loads.report();
    expect(sent[0]?.body.loads).toHaveLength(200);
    await loads.report();
    expect(sent).toHaveLength(1);
  });

  it('reports on its own every interval until closed', async () => {
    const { fetch, sent } = fakeFetch({ 'http://api-1': 204 });
    const loads = createPageLoadReporter({
      origins: ['http://api-1'],
      secret: 's',
      fetch,
      intervalMs: 20,
      logger: quiet,
    });
    loads.count('catalog', RELEASE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(1);
    loads.close();
    loads.count('catalog', RELEASE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(1);
  });
});
