// The build's files, looked up on each request (@fastify/send stats the file), so an app rebuilt or redeployed
// into the same folder is served at once and whole, new chunks included, with no restart; the build's .br/.gz
// copies to browsers that take them; content-hashed files and every file of a release (/releases/<id>/…, which
// never changes: routes/releases.ts) immutable, the rest revalidated; CORS, since the remotes' files are
// fetched from the shell's origin. Dotfiles (the build stamp, the server bundle) never.
import path from 'node:path';
import fastifyStatic, { type SendOptions } from '@fastify/static';
import fp from 'fastify-plugin';
import { RELEASES_PATH } from '@blueprint/contract/releases';
import { pathOf } from '../routes/request-paths';

/** Content-hashed file names ('262.0123456789.js'): their content never changes. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
/** A release's files (routes/releases.ts): a release is never changed once published. */
const RELEASE_FILE = `/${RELEASES_PATH}/`;

/**
 * How much of a file one read takes: Node's default for file streams, where @fastify/send would fall back to
 * streams' smaller one and make more trips to the thread pool per chunk
 * (docs/decisions/2026-11-27-page-server-package.md). It reaches @fastify/send, though @fastify/static's type
 * does not name it.
 */
export const FILE_READ: SendOptions & { highWaterMark: number } = { highWaterMark: 64 * 1024 };

export default fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root: path.resolve(root),
      serve: false,
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      index: false,
      setHeaders(reply) {
        reply.header('access-control-allow-origin', '*');
        reply.header('x-content-type-options', 'nosniff');
        const asked = pathOf(reply.request.url);
        reply.header(
          'cache-control',
          HASHED.test(asked) || asked.startsWith(RELEASE_FILE) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  },
  { name: 'static-files' },
);
