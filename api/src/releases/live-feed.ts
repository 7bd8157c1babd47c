// The live map's event streams (GET /api/releases/live/events): the page servers each keep one open, and hear
// the map at once and again after every change made through any replica. On PostgreSQL a change NOTIFYs
// LIVE_MAP_CHANNEL in its own transaction (release-store.ts) and each replica LISTENs on a connection of its
// own; the embedded database's one process is told after the commit (`changed`). Either way the replica reads
// the map once and writes it to every stream that has not had it yet.
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { LIVE_PING_MS, liveMapEventText } from '@blueprint/contract/api/releases';
import type { LiveMap } from '@blueprint/contract/releases';
import { LIVE_MAP_CHANNEL } from './release-store';

/** Page servers are few: more streams than this on one replica is something else (503). */
export const MAX_LIVE_STREAMS = 200;
/** A stream whose reader stopped reading is ended once this much waits unsent. */
const MAX_UNSENT_BYTES = 1024 * 1024;
/** How soon a failed read of the map, or a lost LISTEN connection, is tried again. */
const RETRY_MS = 1000;

export interface LiveFeed {
  /** A new stream, told the map at once; undefined when this replica has its fill of streams or is closing. */
  open(): PassThrough | undefined;
  /** The live map may have changed: read it once and tell every stream. */
  changed(): void;
  /** Streams open now. */
  readonly size: number;
  /** Ends every stream and opens no more (draining: the page servers reconnect to another replica). */
  stop(): void;
  /** stop(), and the LISTEN connection closed. */
  close(): Promise<void>;
}

interface Client {
  stream: PassThrough;
  /** The last event it was sent: a map it has is not sent again. */
  last?: string;
}

export async function createLiveFeed({
  read,
  log,
  databaseUrl,
  pingMs = LIVE_PING_MS,
  maxStreams = MAX_LIVE_STREAMS,
}: {
  read: () => Promise<LiveMap>;
  log: FastifyBaseLogger;
  /** PostgreSQL: LISTEN there for the changes every replica makes. Unset: only `changed()` tells. */
  databaseUrl?: string;
  pingMs?: number;
  maxStreams?: number;
}): Promise<LiveFeed> {
  const clients = new Set<Client>();
  let stopped = false;
  let closed = false;

  function send(client: Client, text: string) {
    if (client.stream.destroyed || client.stream.writableEnded) return;
    if (client.stream.writableLength > MAX_UNSENT_BYTES) {
      log.warn('a live map stream stopped reading: ended');
      client.stream.end();
      return;
    }
    client.stream.write(text);
  }

  // One read at a time, and another after it when a change arrived meanwhile: reads (and so what each stream
  // is sent) follow the order of the commits.
  let again = false;
  let reading: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  async function readAndTell() {
    while (again && clients.size > 0) {
      again = false;
      let text: string;
      try {
        text = liveMapEventText(await read());
      } catch (error) {
        log.warn({ err: error }, 'the live map could not be read for its streams; trying again');
        retry ??= setTimeout(() => {
          retry = undefined;
          changed();
        }, RETRY_MS).unref();
        break;
      }
      for (const client of clients) {
        if (client.last === text) continue;
        client.last = text;
        send(client, text);
      }
    }
    reading = undefined;
  }
  function changed() {
    again = true;
    reading ??= readAndTell();
  }

  const ping = setInterval(() => {
    for (const client of clients) send(client, ': ping\n\n');
  }, pingMs).unref();

  // PostgreSQL: a connection of its own, LISTENing for as long as the replica runs; lost, it is made again,
  // and the map read again in case a change went by meanwhile.
  let listener: pg.Client | undefined;
  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'blueprint-live-map' });
    let lost = false;
    const reconnect = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      log.warn({ err: error }, 'the live map LISTEN connection was lost; connecting again');
      void client.end().catch(() => {});
      setTimeout(function connectAgain() {
        if (closed) return;
        listen().then(changed, (failure: unknown) => {
          log.warn({ err: failure }, 'the live map LISTEN connection could not be made again');
          setTimeout(connectAgain, RETRY_MS).unref();
        });
      }, RETRY_MS).unref();
    };
    client.on('notification', (message) => {
      if (message.channel === LIVE_MAP_CHANNEL) changed();
    });
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    try {
      await client.connect();
      // Once this has answered, every change committed from now on is heard.
      await client.query(`LISTEN ${LIVE_MAP_CHANNEL}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      lost = true;
      await client.end().catch(() => {});
      return;
    }
    listener = client;
  }
  if (databaseUrl) await listen();

  function stop() {
    stopped = true;
    for (const client of clients) client.stream.end();
    clients.clear();
  }

  return {
    open() {
      if (stopped || clients.size >= maxStreams) return undefined;
      const client: Client = { stream: new PassThrough() };
      clients.add(client);
      client.stream.once('close', () => clients.delete(client));
      changed();
      return client.stream;
    },
    changed,
    get size() {
      return clients.size;
    },
    stop,
    async close() {
      closed = true;
      stop();
      clearInterval(ping);
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
      await reading;
    },
  };
}
