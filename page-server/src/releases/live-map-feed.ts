// The live map, pushed by the API (@blueprint/contract/api/releases): which release of each remote every page loads.
// One stream, `GET <api>/api/releases/live/events` (Server-Sent Events): the map at once, again within a second of
// every deploy or rollback made on any replica of the API, and a `: ping` comment every 15 s. The feed keeps the last
// map it heard; a stream that ends, fails or stays silent past `silenceMs` (no ping) is dropped and made again, after a
// short wait that grows while it fails (250 ms, doubling to 3 s, with jitter), at the next origin of the list. No
// polling: between deploys nothing is asked.
//
// Its state: 'current' (connected, and the map heard on this connection), 'stale' (a map was heard, the
// connection was lost since: that map is still served), 'none' (never a map: each remote's base build is live).
import { LIVE_EVENTS_PATH, LIVE_MAP_EVENT } from '@blueprint/contract/api/releases';
import { liveMapSchema, type LiveMap } from '@blueprint/contract/releases';

export type LiveMapState = { liveMap: 'current' } | { liveMap: 'stale'; since: string } | { liveMap: 'none' };

export interface LiveMapFeed {
  /** The last map heard, the same object until a different one is; undefined before the first. */
  current(): LiveMap | undefined;
  state(): LiveMapState;
  /** Resolves true once a map has been heard; false after `timeoutMs` without one, or when the feed is closed. */
  ready(timeoutMs: number): Promise<boolean>;
  /** Called with each different map heard; returns what stops it. */
  onChange(listener: (map: LiveMap) => void): () => void;
  /** Ends the stream and stops making it again. */
  close(): Promise<void>;
}

export interface LiveMapFeedOptions {
  /** The API's origins (api.ts), tried in turn. */
  origins: readonly string[];
  /** How long a stream may say nothing (the API pings every 15 s) before it is taken for dropped. */
  silenceMs?: number;
  /** The first wait before the stream is made again, doubled while it fails, up to `maxRetryMs`; each with jitter. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  fetch?: typeof globalThis.fetch;
  logger?: Pick<Console, 'warn'> & Partial<Pick<Console, 'info'>>;
}

/** A line longer than this is no event stream of the API's (a live map is a few hundred bytes). */
const MAX_LINE = 1024 * 1024;

/**
 * Reads an event stream (the WHATWG `text/event-stream` format) as text arrives, in pieces of any size: lines
 * ended by CRLF, LF or CR; `event:` and `data:` fields; a blank line dispatches; `:` starts a comment.
 */
export function eventStreamParser(onEvent: (event: string, data: string) => void): (text: string) => void {
  let buffer = '';
  let started = false;
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent(event || 'message', data.join('\n'));
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + (text[colon + 1] === ' ' ? 2 : 1));
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return (text) => {
    buffer += text;
    if (!started && buffer !== '') {
      started = true;
      if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
    }
    let start = 0;
    for (let at = 0; at < buffer.length; at += 1) {
      const code = buffer.charCodeAt(at);
      if (code !== 10 && code !== 13) continue;
      // A CR last: its LF may come with the next piece.
      if (code === 13 && at === buffer.length - 1) break;
      line(buffer.slice(start, at));
      if (code === 13 && buffer.charCodeAt(at + 1) === 10) at += 1;
      start = at + 1;
    }
    buffer = buffer.slice(start);
    if (buffer.length > MAX_LINE) throw new Error(`a line of more than ${MAX_LINE} characters`);
  };
}

export function createLiveMapFeed({
  origins,
  silenceMs = 40_000,
  firstRetryMs = 250,
  maxRetryMs = 3000,
  fetch = globalThis.fetch,
  logger = console,
}: LiveMapFeedOptions): LiveMapFeed {
  if (origins.length === 0) throw new Error('the live map feed needs an origin of the API');
  let map: LiveMap | undefined;
  let mapText = '';
  /** A map was heard on the stream that is open now. */
  let connected = false;
  let lostAt: Date | undefined;
  /** A failure was logged since the last map heard. */
  let reported = false;
  let closed = false;
  let stream: AbortController | undefined;
  let wake: (() => void) | undefined;
  const listeners = new Set<(map: LiveMap) => void>();
  const waiting = new Set<(heard: boolean) => void>();

  function heard(next: LiveMap, origin: string) {
    if (reported) logger.info?.(`[page-server] live map: heard from ${origin} again`);
    reported = false;
    connected = true;
    lostAt = undefined;
    const text = JSON.stringify(next);
    if (text !== mapText) {
      map = next;
      mapText = text;
      for (const listener of listeners) listener(next);
    }
    for (const resolve of waiting) resolve(true);
    waiting.clear();
  }

  /** One stream from one origin, until it ends; whether a map was heard on it. */
  async function listen(origin: string): Promise<boolean> {
    const controller = (stream = new AbortController());
    let silence: NodeJS.Timeout | undefined;
    const quiet = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(new Error(`nothing heard for ${silenceMs} ms`)), silenceMs);
    };
    let heardHere = false;
    quiet();
    try {
      const response = await fetch(`${origin}${LIVE_EVENTS_PATH}`, {
        headers: { accept: 'text/event-stream' },
        signal: controller.signal,
      });
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 200 || !response.body || !type.startsWith('text/event-stream')) {
        await response.body?.cancel();
        throw new Error(`answered ${response.status} ${type}`);
      }
      const parse = eventStreamParser((event, data) => {
        if (event !== LIVE_MAP_EVENT) return;
        let next: LiveMap;
        try {
          next = liveMapSchema.parse(JSON.parse(data));
        } catch (error) {
          logger.warn(`[page-server] live map from ${origin} not read: ${(error as Error).message}`);
          return;
        }
        heardHere = true;
        heard(next, origin);
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        quiet();
        parse(decoder.decode(value, { stream: true }));
      }
      throw new Error('the stream ended');
    } catch (error) {
      // Said once: the first failure after a map was heard (or since the start), not each attempt after it.
      if (!closed && !reported) {
        reported = true;
        const reason = ((controller.signal.aborted ? controller.signal.reason : error) as Error).message;
        logger.warn(
          connected
            ? `[page-server] live map: the stream from ${origin} was lost (${reason}); serving the last map heard until it is back`
            : `[page-server] live map: ${origin} cannot be reached (${reason}); trying again`,
        );
      }
      return heardHere;
    } finally {
      clearTimeout(silence);
      controller.abort();
      if (connected) {
        connected = false;
        lostAt = new Date();
      }
    }
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const running = (async () => {
    let next = 0;
    let failures = 0;
    let failedInTurn = 0;
    while (!closed) {
      const origin = origins[next]!;
      const heardHere = await listen(origin);
      if (closed) break;
      next = (next + 1) % origins.length;
      if (heardHere) {
        failures = 0;
        failedInTurn = 0;
      } else if ((failedInTurn += 1) < origins.length) {
        // The next origin at once: another replica may answer while this one cannot.
        continue;
      }
      failedInTurn = 0;
      const wait = Math.min(maxRetryMs, firstRetryMs * 2 ** failures);
      if (!heardHere) failures += 1;
      await sleep(wait / 2 + (Math.random() * wait) / 2);
    }
  })();

  return {
    current: () => map,
    state() {
      if (!map) return { liveMap: 'none' };
      if (connected) return { liveMap: 'current' };
      return { liveMap: 'stale', since: (lostAt ?? new Date()).toISOString() };
    },
    ready(timeoutMs) {
      if (map) return Promise.resolve(true);
      if (closed) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const done = (result: boolean) => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve(result);
        };
        const timer = setTimeout(() => done(false), timeoutMs);
        waiting.add(done);
      });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      stream?.abort();
      wake?.();
      for (const resolve of waiting) resolve(false);
      waiting.clear();
      await running;
    },
  };
}
