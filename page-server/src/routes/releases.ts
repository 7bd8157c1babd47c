// A remote's releases (docs/decisions/2026-11-27-releases.md): every release the API has at /releases/<id>/
// beside its base build, so a page opened before a deploy keeps loading its own chunks. A release's files come
// from the API by content hash the first time they are asked for and are kept on disk (releases/
// release-files.ts), then served as the build's files are (their type, CORS, the build's .br/.gz copies to
// browsers that take them), immutable: a release never changes. A release the API does not have is a 404; one
// it cannot be asked about now, with the file not kept here, a 503 (never a 404 a browser or CDN might keep).
// /version: the live release's id, commit and build time (its release.json), and a release's own at
// /releases/<id>/version; /health: up and serving its live release (503 when it cannot), and how the live map
// is ('current', 'stale' since when, or 'none'). JSON, never the page fallback.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BASE_RELEASE,
  RELEASES_PATH,
  releaseInfo,
  releaseOfManifestUrl,
  type ReleaseInfo,
} from '@blueprint/contract/releases';
import { notFound } from '../plugins/errors';
import { FILE_READ } from '../plugins/static-files';
import { ApiUnavailable } from '../releases/api';
import type { PageServerReleases } from '../releases/releases';
import { jsonSchemaOf } from './json-schema';
import { decoded } from './request-paths';

export interface ReleaseRoutesOptions {
  root: string;
  /** The app this server serves: a remote's server answers /version for its live release. */
  app?: string;
  /** The live map, and this remote's releases from the API. */
  releases: PageServerReleases;
}

const message = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] };
const health = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok', 'unavailable'] },
    release: { type: 'string' },
    /** 'current': the API's stream is open and its map heard; 'stale': the last map, since the stream was lost; 'none': never one. */
    liveMap: { type: 'string', enum: ['current', 'stale', 'none'] },
    /** When stale: when the stream was lost (ISO 8601). */
    since: { type: 'string' },
  },
  required: ['status', 'release', 'liveMap'],
};
const params = { type: 'object', properties: { release: { type: 'string' } }, required: ['release'] };

/** The build's compressed copies, by the encoding the browser must accept (as @fastify/static picks them). */
const COMPRESSED = [
  { suffix: '.br', accepted: /\bbr\b/ },
  { suffix: '.gz', accepted: /\bgzip\b|\*/ },
];

export default async function releaseRoutes(
  app: FastifyInstance,
  { root, app: appName, releases: { feed, files } }: ReleaseRoutesOptions,
) {
  /** What each release says of itself: read once, a release never changes. */
  const infos = new Map<string, ReleaseInfo>();

  /** What a release says of itself (release.json), or null when it has none. Throws ApiUnavailable. */
  async function infoOf(release: string): Promise<ReleaseInfo | null> {
    const known = infos.get(release);
    if (known) return known;
    let text: string | undefined;
    if (release === BASE_RELEASE) {
      // The base build's may be replaced by a redeploy into the same folder: read each time.
      text = await readFile(path.join(root, 'release.json'), 'utf8').catch(() => undefined);
    } else {
      text = (await files?.read(release, 'release.json'))?.toString('utf8');
    }
    let info: ReleaseInfo | undefined;
    try {
      info = text === undefined ? undefined : releaseInfo.parse(JSON.parse(text));
    } catch {
      info = undefined;
    }
    if (info && release !== BASE_RELEASE) infos.set(release, info);
    return info ?? null;
  }

  /** The release of this app every page loads now: the live map's for a remote, else the build at the root. */
  async function liveRelease(): Promise<string> {
    const manifest = appName ? (await app.site.config()).remotes[appName] : undefined;
    return manifest ? releaseOfManifestUrl(manifest) : BASE_RELEASE;
  }

  const json = (reply: FastifyReply, status: number, body: unknown) =>
    reply
      .code(status)
      .headers({
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
      })
      .send(body);

  /** The API could not be asked, and what was needed is not kept here: try again soon, keep nothing. */
  const unavailable = (reply: FastifyReply) =>
    json(reply.header('retry-after', '5'), 503, {
      message: 'The release cannot be read now: the API cannot be reached',
    });

  const info = jsonSchemaOf(releaseInfo);
  app.get(
    '/version',
    { compress: false, schema: { response: { 200: info, 503: message } } },
    async (_request, reply) => {
      try {
        const found = await infoOf(await liveRelease());
        return found
          ? json(reply, 200, found)
          : json(reply, 503, { message: 'The live release is not on this server' });
      } catch (error) {
        if (error instanceof ApiUnavailable) return unavailable(reply);
        throw error;
      }
    },
  );
  app.get<{ Params: { release: string } }>(
    `/${RELEASES_PATH}/:release/version`,
    { compress: false, schema: { params, response: { 200: info, 404: message, 503: message } } },
    async (request, reply) => {
      try {
        const found = await infoOf(request.params.release);
        return found ? json(reply, 200, found) : json(reply, 404, { message: 'No such release here' });
      } catch (error) {
        if (error instanceof ApiUnavailable) return unavailable(reply);
        throw error;
      }
    },
  );

  app.get(
    '/health',
    { compress: false, schema: { response: { 200: health, 503: health } } },
    async (_request, reply) => {
      const release = await liveRelease();
      const liveMap = feed?.state() ?? { liveMap: 'none' };
      // Serving: its live release can be served, its index kept here or had from the API (the base build: its
      // release.json is there); a stale map is still served.
      const serving =
        release === BASE_RELEASE
          ? await infoOf(release).catch(() => null)
          : await files?.index(release).catch(() => null);
      return serving
        ? json(reply, 200, { status: 'ok', release, ...liveMap })
        : json(reply, 503, { status: 'unavailable', release, ...liveMap });
    },
  );

  /** The file, and the compressed copies of it the browser takes, in the release's folder; null when it has no such file. */
  async function place(request: FastifyRequest, release: string, file: string): Promise<string | null> {
    if (!files) return null;
    const placed = await files.file(release, file);
    if (!placed) return null;
    const accepted = String(request.headers['accept-encoding'] ?? '').toLowerCase();
    await Promise.all(
      COMPRESSED.filter(({ accepted: takes }) => takes.test(accepted)).map(({ suffix }) =>
        // A copy that cannot be had now: the file as it is.
        files.file(release, `${file}${suffix}`).catch(() => null),
      ),
    );
    return placed;
  }

  app.get<{ Params: { release: string; '*': string } }>(
    `/${RELEASES_PATH}/:release/*`,
    { schema: { params } },
    async (request, reply) => {
      const { release, '*': rest } = request.params;
      const file = decoded(`/${rest.split('?')[0] ?? ''}`);
      // The base build is served at the root; a hidden file (the server bundle) never.
      if (!files || release === BASE_RELEASE || file.includes('/.') || path.posix.extname(file) === '') {
        return notFound(reply);
      }
      try {
        if (!(await place(request, release, file.slice(1)))) return notFound(reply);
      } catch (error) {
        if (error instanceof ApiUnavailable) {
          return reply
            .code(503)
            .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' })
            .send('This file cannot be read now: try again in a moment.');
        }
        throw error;
      }
      return reply.sendFile(file, files.folder(release), FILE_READ);
    },
  );
}
