// A release API for tests, on the page servers' wire (contract/api/releases): the live map and its event stream,
// a release's index and files by sha256, from releases held in memory, and the page servers' page-load reports.
// It makes a release live (or a canary of it) and pushes the map at once, counts what it is asked, and can be
// stopped and started again on the same port.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LIVE_EVENTS_PATH,
  LIVE_MAP_PATH,
  liveMapEventText,
  PAGE_LOADS_PATH,
  pageLoadsBody,
  type PageLoadsBody,
  SHA256_PATTERN,
  type ReleaseFileList,
} from '@blueprint/contract/api/releases';
import type { LiveMap } from '@blueprint/contract/releases';

const REMOTES = ['marketing', 'catalog', 'internship', 'dashboard'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface FakeReleaseApi {
  /** Where it listens: http://127.0.0.1:<port>. */
  readonly origin: string;
  /** Every path asked, in order. */
  readonly requests: string[];
  /** How many requests asked for a path starting with `prefix`. */
  count(prefix: string): number;
  /** Stores a release: its files by path (bytes by content hash). */
  publish(remote: string, release: string, files: Record<string, string | Buffer>): ReleaseFileList;
  /** Makes a release of a remote live and pushes the map to every open stream (unless muted). */
  deploy(remote: string, release: string): LiveMap;
  /** Puts `percent` of the visitors on a release of a remote (a canary; none: it ends) and pushes the map. */
  canary(remote: string, release: string | undefined, percent?: number): LiveMap;
  /** The page-load reports received (`POST /api/releases/page-loads`), with the Authorization they came with. */
  readonly pageLoads: Array<{ authorization: string | undefined; body: PageLoadsBody }>;
  /** Answers the next page-load reports with this status (500: an API failing; undefined: 204 again). */
  failPageLoads(status: number | undefined): void;
  /** Open event streams. */
  streams(): number;
  /** A `: ping` comment on every open stream. */
  ping(): void;
  /** Text as it is on every open stream (a broken event, a piece of one). */
  write(text: string): void;
  /** Serves other bytes for a sha256 than the ones it names: a store gone wrong. */
  tamper(sha256: string, bytes: string | Buffer): void;
  /** While muted, deploys are not pushed and no ping is sent: the streams stay open and silent. */
  mute(muted: boolean): void;
  /** Stops listening and ends every stream, as an API that is shut down. */
  stop(): Promise<void>;
  /** Listens again, on the same port. */
  start(): Promise<void>;
}

export async function startFakeReleaseApi(): Promise<FakeReleaseApi> {
  let live: LiveMap = { remotes: {} };
  let muted = false;
  let pageLoadsStatus: number | undefined;
  const pageLoads: FakeReleaseApi['pageLoads'] = [];
  const releases = new Map<string, ReleaseFileList>();
  const blobs = new Map<string, Buffer>();
  const requests: string[] = [];
  const open = new Set<http.ServerResponse>();

  const problem = (res: http.ServerResponse, status: number, title: string) =>
    res
      .writeHead(status, { 'content-type': 'application/problem+json' })
      .end(JSON.stringify({ type: 'about:blank', title, status }));

  const event = () => liveMapEventText(live);

  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://api').pathname;
    requests.push(pathname);
    if (req.method === 'POST' && pathname === PAGE_LOADS_PATH) {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        if (pageLoadsStatus) return problem(res, pageLoadsStatus, 'Failing, as told');
        const body = pageLoadsBody.safeParse(JSON.parse(text || 'null'));
        if (!body.success) return problem(res, 400, 'Not a page-load report');
        pageLoads.push({ authorization: req.headers.authorization, body: body.data });
        res.writeHead(204).end();
      });
      return;
    }
    if (req.method !== 'GET') return problem(res, 405, 'Method not allowed');
    if (pathname === LIVE_MAP_PATH) {
      return res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        .end(JSON.stringify(live));
    }
    if (pathname === LIVE_EVENTS_PATH) {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      res.write(event());
      open.add(res);
      res.on('close', () => open.delete(res));
      return;
    }
    const index = /^\/api\/releases\/([^/]+)\/([^/]+)\/files$/.exec(pathname);
    if (index) {
      const [, remote = '', release = ''] = index;
      const found = REMOTES.includes(remote) ? releases.get(`${remote}/${release}`) : undefined;
      if (!found) return problem(res, 404, 'No such release');
      return res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': IMMUTABLE })
        .end(JSON.stringify(found));
    }
    const file = /^\/api\/release-files\/([^/]+)$/.exec(pathname);
    if (file) {
      const sha256 = file[1] ?? '';
      if (!SHA256_PATTERN.test(sha256)) return problem(res, 400, 'Not a sha256');
      const bytes = blobs.get(sha256);
      if (!bytes) return problem(res, 404, 'No such file');
      return res
        .writeHead(200, { 'content-type': 'application/octet-stream', 'cache-control': IMMUTABLE, etag: `"${sha256}"` })
        .end(bytes);
    }
    return problem(res, 404, 'Not found');
  });

  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await start();

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    count: (prefix) => requests.filter((asked) => asked.startsWith(prefix)).length,
    publish(remote, release, files) {
      const entries = Object.entries(files)
        .map(([path, content]) => {
          const bytes = Buffer.from(content);
          const sha256 = createHash('sha256').update(bytes).digest('hex');
          blobs.set(sha256, bytes);
          return { path, sha256, size: bytes.length };
        })
        .sort((a, b) => (a.path < b.path ? -1 : 1));
      const index = { remote, release, files: entries };
      releases.set(`${remote}/${release}`, index);
      return index;
    },
    deploy(remote, release) {
      const previous = live.remotes[remote]?.release ?? 'base';
      live = {
        remotes: { ...live.remotes, [remote]: { release, previous, by: 'test', at: new Date().toISOString() } },
      };
      if (!muted) for (const res of open) res.write(event());
      return live;
    },
    canary(remote, release, percent = 50) {
      const { canary: _ended, ...entry } = live.remotes[remote] ?? {
        release: 'base',
        by: 'test',
        at: new Date().toISOString(),
      };
      const canary = release ? { canary: { release, percent, by: 'test', at: new Date().toISOString() } } : {};
      live = { remotes: { ...live.remotes, [remote]: { ...entry, ...canary } } };
      if (!muted) for (const res of open) res.write(event());
      return live;
    },
    pageLoads,
    failPageLoads(status) {
      pageLoadsStatus = status;
    },
    streams: () => open.size,
    ping() {
      if (!muted) for (const res of open) res.write(': ping\n\n');
    },
    write(text) {
      for (const res of open) res.write(text);
    },
    tamper(sha256, bytes) {
      blobs.set(sha256, Buffer.from(bytes));
    },
    mute(value) {
      muted = value;
    },
    async stop() {
      for (const res of open) res.end();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    start,
  };
}
