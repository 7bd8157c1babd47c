import { bearer, buildTestApp, type TestApp } from '../helper';

const TOKEN = 'a-metrics-token-for-the-tests-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A counter's value for one set of labels, 0 when it has none yet. */
function counted(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}{${labels}} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('GET /metrics', () => {
  let t: TestApp;
  const metrics = async () => {
    const response = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    return response.body;
  };
  const report = (release: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/browser-errors',
      payload: { remote: 'catalog', release, kind: 'chunk' },
    });

  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  it('is refused without the token, or with another', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const other = await t.app.inject({ url: '/metrics', headers: bearer(`${TOKEN}x`) });
    expect(other.statusCode).toBe(401);
    expect(other.body).not.toContain('http_requests_total');
  });

  it('counts a browser report by remote, release and kind, and none it dropped', async () => {
    const labels = 'remote="catalog",release="base",kind="chunk"';
    const before = counted(await metrics(), 'browser_reports_total', labels);
    expect((await report('base')).json()).toEqual({ counted: true });
    expect((await report('20990101-000000-cccccccccccc')).json()).toEqual({ counted: false });
    const after = await metrics();
    expect(counted(after, 'browser_reports_total', labels)).toBe(before + 1);
    expect(after).not.toContain('20990101-000000-cccccccccccc');
  });

  it('counts requests by route pattern and status, never by address', async () => {
    await t.app.inject({ url: '/api/internships/no-such-id' });
    const text = await metrics();
    expect(counted(text, 'http_requests_total', 'method="POST",route="/api/browser-errors",status="202"')).toBe(2);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/internships\/:id",status="401"\} 1/);
    expect(text).not.toContain('no-such-id');
  });

  it('is not served where no token is set, where request ids are answered all the same', async () => {
    const bare = await buildTestApp();
    try {
      expect((await bare.app.inject({ url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
      // Nor in the document: it is no operation of the API.
      expect(Object.keys((t.app.swagger() as { paths: object }).paths)).not.toContain('/metrics');
      // The id sent when well formed, else a new one.
      const sent = await bare.app.inject({ url: '/api/health', headers: { 'x-request-id': 'page-server-7' } });
      expect(sent.headers['x-request-id']).toBe('page-server-7');
      const malformed = await bare.app.inject({ url: '/api/health', headers: { 'x-request-id': 'x'.repeat(200) } });
      expect(malformed.headers['x-request-id']).toMatch(UUID);
    } finally {
      await bare.close();
    }
  });
});
