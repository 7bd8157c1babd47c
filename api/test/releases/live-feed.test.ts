import type { PassThrough } from 'node:stream';
import pg from 'pg';
import type { LiveMap } from '@blueprint/contract/releases';
import { createLiveFeed, type LiveFeed } from '../../src/releases/live-feed';
import { LIVE_MAP_CHANNEL } from '../../src/releases/release-store';
import { createTestStorage, ENGINE, type TestStorage } from '../helper';

const log = { warn: jest.fn(), info: jest.fn(), error: jest.fn() } as never;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a stream has been sent so far, as text. */
function collect(stream: PassThrough): () => string {
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (text += chunk));
  return () => text;
}

async function until(check: () => boolean, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not within the time');
    await sleep(5);
  }
}

const mapOf = (release: string): LiveMap => ({
  remotes: { catalog: { release, previous: 'base', by: 'ci', at: '2026-12-10T10:00:00.000Z' } },
});

describe('the live map’s streams (live-feed.ts)', () => {
  let map: LiveMap;
  let reads: number;
  let feed: LiveFeed;
  beforeEach(async () => {
    map = { remotes: {} };
    reads = 0;
    feed = await createLiveFeed({
      read: async () => {
        reads += 1;
        return map;
      },
      log,
      pingMs: 50,
      maxStreams: 2,
    });
  });
  afterEach(() => feed.close());

  it('sends the map at once, a change once, nothing for a map a stream already has, and a ping meanwhile', async () => {
    const sent = collect(feed.open()!);
    await until(() => sent().includes('event: live'));
    expect(sent()).toBe('event: live\ndata: {"remotes":{}}\n\n');
    map = mapOf('20261210-100000-aaa');
    feed.changed();
    feed.changed();
    await until(() => sent().includes('20261210-100000-aaa'));
    feed.changed();
    await until(() => sent().includes(': ping\n\n'));
    const events = sent()
      .split('\n\n')
      .filter((block) => block.startsWith('event: live'));
    expect(events).toEqual([
      'event: live\ndata: {"remotes":{}}',
      `event: live\ndata: ${JSON.stringify(mapOf('20261210-100000-aaa'))}`,
    ]);
  });

  it('reads nothing while no stream is open', async () => {
    feed.changed();
    await sleep(20);
    expect(reads).toBe(0);
  });

  it('opens no more than its limit, and again once one closes', async () => {
    const [a, b] = [feed.open(), feed.open()];
    expect([Boolean(a), Boolean(b), feed.open()]).toEqual([true, true, undefined]);
    a!.destroy();
    await sleep(0);
    expect(feed.size).toBe(1);
    expect(feed.open()).toBeDefined();
  });

  it('ends every stream on stop, and opens none after', async () => {
    const stream = feed.open()!;
    collect(stream);
    const ended = new Promise((resolve) => stream.once('end', resolve));
    feed.stop();
    await ended;
    expect([feed.size, feed.open()]).toEqual([0, undefined]);
  });
});

(ENGINE === 'postgres' ? describe : describe.skip)('the live map’s LISTEN connection (postgres)', () => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await createTestStorage();
  });
  afterAll(() => storage.cleanup());

  it('hears a NOTIFY from another connection, and connects again when its connection is lost', async () => {
    let map: LiveMap = { remotes: {} };
    const feed = await createLiveFeed({ read: async () => map, log, databaseUrl: storage.databaseUrl });
    const other = new pg.Client({ connectionString: storage.databaseUrl });
    await other.connect();
    try {
      const sent = collect(feed.open()!);
      await until(() => sent().includes('event: live'));
      map = mapOf('20261210-100000-aaa');
      await other.query('select pg_notify($1, $2)', [LIVE_MAP_CHANNEL, 'catalog']);
      await until(() => sent().includes('20261210-100000-aaa'));

      // The server ends the connection (a restart, a failover): the feed connects again and reads the map then.
      await other.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'blueprint-live-map' and datname = current_database()",
      );
      map = mapOf('20261210-110000-bbb');
      await until(() => sent().includes('20261210-110000-bbb'), 5000);
      const listening = async () =>
        (
          await other.query(
            "select 1 from pg_stat_activity where application_name = 'blueprint-live-map' and datname = current_database() and query like 'LISTEN%'",
          )
        ).rowCount;
      for (let waited = 0; !(await listening()) && waited < 5000; waited += 20) await sleep(20);
      map = mapOf('20261210-120000-ccc');
      await other.query('select pg_notify($1, $2)', [LIVE_MAP_CHANNEL, 'catalog']);
      await until(() => sent().includes('20261210-120000-ccc'));
    } finally {
      await other.end();
      await feed.close();
    }
  });
});
