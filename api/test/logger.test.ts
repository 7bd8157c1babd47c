import { PassThrough } from 'node:stream';
import { buildApp } from '../src/app';
import { loggerOptions, type LogFormat } from '../src/logger';
import { createTestStorage, testConfig, type TestStorage } from './helper';

/** The API built with a logger writing to memory; the lines it wrote once a few requests are answered. */
async function linesFor(format: LogFormat, urls: string[], headers: Record<string, string> = {}) {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk) => (text += chunk));
  const app = await buildApp(testConfig(storage, { logLevel: 'info' }), loggerOptions('info', format, out));
  try {
    for (const url of urls) await app.inject({ method: 'GET', url, headers });
  } finally {
    await app.close();
  }
  await new Promise((resolve) => setImmediate(resolve));
  return text.split('\n').filter(Boolean);
}

let storage: TestStorage;
beforeAll(async () => {
  storage = await createTestStorage();
});
afterAll(() => storage.cleanup());

describe('the log', () => {
  it('pretty: one readable line per request, health checks left out', async () => {
    const lines = await linesFor('pretty', ['/api/health', '/api/courses?x=1', '/api/health'], {
      'x-request-id': 'visit-4',
    });
    const requests = lines.filter((line) => /GET /.test(line));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/INFO: GET \/api\/courses\?x=1 404 \d+ ms visit-4$/);
    expect(lines.some((line) => line.trimStart().startsWith('{'))).toBe(false);
  });

  it('json: JSON lines, every request included, for production', async () => {
    const lines = await linesFor('json', ['/api/health']);
    const events = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    expect(events.some((event) => event.msg === 'incoming request' && event.req?.url === '/api/health')).toBe(true);
  });

  it('json: every line a request writes carries its id, the one sent when well formed', async () => {
    const sent = await linesFor('json', ['/api/courses'], { 'x-request-id': 'visit-5' });
    const ids = sent.map((line) => (JSON.parse(line) as { reqId?: string }).reqId).filter(Boolean);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids)).toEqual(new Set(['visit-5']));
    const made = await linesFor('json', ['/api/courses'], { 'x-request-id': 'not an id' });
    expect(made.map((line) => (JSON.parse(line) as { reqId?: string }).reqId)).not.toContain('not an id');
  });
});
