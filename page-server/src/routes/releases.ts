// A remote's releases (docs/decisions/2026-11-27-releases.md): every release it has at /releases/<id>/ beside
// its base build, so a page opened before a deploy keeps loading its own chunks; /version, the live release's
// id, commit and build time (its release.json), and a release's own at /releases/<id>/version; /health, up and
// serving a live release it has (503 when it is not here). JSON, never the page fallback.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  BASE_RELEASE,
  RELEASE_ID_PATTERN,
  RELEASES_PATH,
  releaseInfo,
  releaseOfManifestUrl,
  type ReleaseInfo,
} from '@blueprint/contract/releases';
import { notFound } from '../plugins/errors';
import { FILE_READ } from '../plugins/static-files';
import { jsonSchemaOf } from './json-schema';
import { decoded } from './request-paths';

export interface ReleaseRoutesOptions {
  root: string;
  /** The app this server serves: a remote's server answers /version for its live release. */
  app?: string;
  /** This remote's releases (RELEASES_DIR/<remote>): each served at /releases/<id>/. */
  releasesDir?: string;
}

const message = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] };
const health = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['ok', 'unavailable'] }, release: { type: 'string' } },
  required: ['status', 'release'],
};
const params = { type: 'object', properties: { release: { type: 'string' } }, required: ['release'] };

export default async function releaseRoutes(
  app: FastifyInstance,
  { root, app: appName, releasesDir }: ReleaseRoutesOptions,
) {
  /** The folder of a release of this remote, or undefined when it is not one this server has. */
  function releaseFolder(release: string): string | undefined {
    if (release === BASE_RELEASE) return path.resolve(root);
    return releasesDir && RELEASE_ID_PATTERN.test(release) ? path.join(releasesDir, release) : undefined;
  }

  /** What a release says of itself (release.json), or null when this server does not have it. */
  async function infoOf(release: string): Promise<ReleaseInfo | null> {
    const folder = releaseFolder(release);
    if (!folder) return null;
    try {
      return releaseInfo.parse(JSON.parse(await readFile(path.join(folder, 'release.json'), 'utf8')));
    } catch {
      return null;
    }
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

  const info = jsonSchemaOf(releaseInfo);
  app.get(
    '/version',
    { compress: false, schema: { response: { 200: info, 503: message } } },
    async (_request, reply) => {
      const found = await infoOf(await liveRelease());
      return found ? json(reply, 200, found) : json(reply, 503, { message: 'The live release is not on this server' });
    },
  );
  app.get<{ Params: { release: string } }>(
    `/${RELEASES_PATH}/:release/version`,
    { compress: false, schema: { params, response: { 200: info, 404: message } } },
    async (request, reply) => {
      const found = await infoOf(request.params.release);
      return found ? json(reply, 200, found) : json(reply, 404, { message: 'No such release here' });
    },
  );

  app.get(
    '/health',
    { compress: false, schema: { response: { 200: health, 503: health } } },
    async (_request, reply) => {
      const release = await liveRelease();
      return (await infoOf(release))
        ? json(reply, 200, { status: 'ok', release })
        : json(reply, 503, { status: 'unavailable', release });
    },
  );

  app.get<{ Params: { release: string; '*': string } }>(
    `/${RELEASES_PATH}/:release/*`,
    { schema: { params } },
    async (request, reply) => {
      const { release, '*': rest } = request.params;
      const folder = release === BASE_RELEASE ? undefined : releaseFolder(release);
      const file = decoded(`/${rest.split('?')[0] ?? ''}`);
      if (!folder || file.includes('/.') || path.posix.extname(file) === '') return notFound(reply);
      return reply.sendFile(file, folder, FILE_READ);
    },
  );
}
