import { PassThrough } from 'node:stream';
import { buildApp } from '../src/app';
import { loggerOptions, type LogFormat } from '../src/logger';
import { createTestStorage, testConfig, type TestStorage } from './helper';

/** The API built with a logger writing to memory; the lines it wrote once a few requests are answered. */
async function linesFor(format: LogFormat, urls: string[]) {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk) => (text += chunk));
  const app = await buildApp(testConfig(storage, { logLevel: 'info' }), loggerOptions('info', format, out));
  try {
    for (const url of urls) await app.inject({ method: 'GET', url });
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
    const lines = await linesFor('pretty', ['/api/health', '/api/courses?x=1', '/api/health']);
    const requests = lines.filter((line) => /GET /.test(line));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/INFO: GET \/api\/courses\?x=1 404 \d+ ms$/);
    expect(lines.some((line) => line.trimStart().startsWith('{'))).toBe(false);
  });

  it('json: JSON lines, every request included, for production', async () => {
    const lines = await linesFor('json', ['/api/health']);
    const events = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    expect(events.some((event) => event.msg === 'incoming request' && event.req?.url === '/api/health')).toBe(true);
  });
});
