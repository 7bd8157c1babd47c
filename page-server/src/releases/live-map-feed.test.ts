import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeReleaseApi, type FakeReleaseApi } from '../testing/fake-release-api';
import { createLiveMapFeed, eventStreamParser, type LiveMapFeed } from './live-map-feed';
import { LIVE_EVENTS_PATH } from '@blueprint/contract/api/releases';

const NEW = '20261127-110000-bbbbbbbbbbbb';
const quiet = { warn() {}, info() {} };

/** Resolves once `check` holds, asked every 10 ms; fails after `withinMs`. */
async function until(check: () => boolean, withinMs: number, what: string) {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A port nothing listens on: one taken, then let go. */
async function closedOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('eventStreamParser', () => {
  it('reads events whatever the pieces the text arrives in, with any line ending, comments and many data lines', () => {
    const text =
      '\uFEFF: ping\r\n\r\nevent: live\r\ndata: {"a":\r\ndata:1}\r\n\r\n: ping\n\nevent:other\ndata: x\n\ndata: plain\r\rid: 7\nevent: live\ndata\n\n';
    const whole: [string, string][] = [];
    eventStreamParser((event, data) => whole.push([event, data]))(text);
    expect(whole).toEqual([
      ['live', '{"a":\n1}'],
      ['other', 'x'],
      ['message', 'plain'],
      ['live', ''],
    ]);
    // One character at a time: a CRLF split between two pieces is one line end.
    const pieces: [string, string][] = [];
    const parse = eventStreamParser((event, data) => pieces.push([event, data]));
    for (const character of text) parse(character);
    expect(pieces).toEqual(whole);
  });

  it('refuses a line that never ends', () => {
    const parse = eventStreamParser(() => {});
    expect(() => parse('data: '.padEnd(2 * 1024 * 1024, 'x'))).toThrow(/a line of more than/);
  });
});

describe('the live map feed', () => {
  let api: FakeReleaseApi;
  let feed: LiveMapFeed | undefined;

  beforeEach(async () => {
    api = await startFakeReleaseApi();
  });
  afterEach(async () => {
    await feed?.close();
    feed = undefined;
    await api.stop();
  });

  it('hears the map at once and each change as it is made, and says so in its state', async () => {
    api.deploy('catalog', NEW);
    feed = createLiveMapFeed({ origins: [api.origin], logger: quiet });
    expect(feed.state()).toEqual({ liveMap: 'none' });
    expect(await feed.ready(2000)).toBe(true);
    expect(feed.current()?.remotes.catalog?.release).toBe(NEW);
    expect(feed.state()).toEqual({ liveMap: 'current' });
    const seen: string[] = [];
    feed.onChange((map) => seen.push(map.remotes.dashboard?.release ?? ''));
    const before = feed.current();
    api.ping();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The same map object while nothing changes: the site's config is made once per change.
    expect(feed.current()).toBe(before);
    const at = Date.now();
    api.deploy('dashboard', NEW);
    await until(() => feed!.current()?.remotes.dashboard?.release === NEW, 1000, 'the deploy heard');
    expect(Date.now() - at).toBeLessThan(1000);
    expect(seen).toEqual([NEW]);
    expect(api.count(LIVE_EVENTS_PATH)).toBe(1);
  });

  it('keeps the last map when the stream is lost, says since when, and is current again once the API is back', async () => {
    feed = createLiveMapFeed({ origins: [api.origin], logger: quiet });
    await feed.ready(2000);
    api.deploy('catalog', NEW);
    await until(() => feed!.current()?.remotes.catalog?.release === NEW, 1000, 'the deploy heard');
    const lost = Date.now();
    await api.stop();
    await until(() => feed!.state().liveMap === 'stale', 1000, 'stale');
    const state = feed.state();
    expect(state.liveMap === 'stale' && Date.parse(state.since)).toBeGreaterThanOrEqual(lost - 1000);
    expect(feed.current()?.remotes.catalog?.release).toBe(NEW);
    // Tried again while it is away (250 ms, doubling to 3 s): back within that, on one new stream.
    const asked = api.count(LIVE_EVENTS_PATH);
    await api.start();
    await until(() => feed!.state().liveMap === 'current', 5000, 'current again');
    expect(api.count(LIVE_EVENTS_PATH)).toBe(asked + 1);
  });

  it('tries the next origin while one cannot be reached', async () => {
    const warnings: string[] = [];
    feed = createLiveMapFeed({
      origins: [await closedOrigin(), api.origin],
      logger: { warn: (line: string) => warnings.push(line) },
    });
    expect(await feed.ready(1000)).toBe(true);
    expect(warnings).toEqual([expect.stringContaining('cannot be reached')]);
  });

  it('takes a stream silent for longer than it allows for a dropped one, and hears what it missed', async () => {
    feed = createLiveMapFeed({ origins: [api.origin], silenceMs: 300, logger: quiet });
    await feed.ready(2000);
    // Pings keep it.
    for (let i = 0; i < 6; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      api.ping();
    }
    expect(api.count(LIVE_EVENTS_PATH)).toBe(1);
    // Silent: a deploy that never arrives on this stream is heard on the next.
    api.mute(true);
    api.deploy('catalog', NEW);
    await until(() => feed!.current()?.remotes.catalog?.release === NEW, 2000, 'the missed deploy heard');
    expect(api.count(LIVE_EVENTS_PATH)).toBe(2);
  });

  it('keeps the last good map when an event cannot be read', async () => {
    const warnings: string[] = [];
    feed = createLiveMapFeed({ origins: [api.origin], logger: { warn: (line: string) => warnings.push(line) } });
    await feed.ready(2000);
    api.deploy('catalog', NEW);
    await until(() => feed!.current()?.remotes.catalog?.release === NEW, 1000, 'the deploy heard');
    api.write('event: live\ndata: {"remotes": {"catalog": {"release": 1}}}\n\nevent: live\ndata: {not json\n\n');
    await until(() => warnings.length === 2, 1000, 'two warnings');
    expect(feed.current()?.remotes.catalog?.release).toBe(NEW);
    expect(feed.state()).toEqual({ liveMap: 'current' });
  });

  it('answers ready(false) without a map in time, and stops for good when closed', async () => {
    const origin = await closedOrigin();
    feed = createLiveMapFeed({ origins: [origin], logger: quiet });
    const at = Date.now();
    expect(await feed.ready(300)).toBe(false);
    expect(Date.now() - at).toBeGreaterThanOrEqual(290);
    expect(feed.state()).toEqual({ liveMap: 'none' });
    await feed.close();
    feed = createLiveMapFeed({ origins: [api.origin], logger: quiet });
    await feed.ready(2000);
    expect(api.streams()).toBe(1);
    await feed.close();
    await until(() => api.streams() === 0, 1000, 'the stream closed');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.count(LIVE_EVENTS_PATH)).toBe(1);
  });
});
