// What the page servers read of the releases (docs/contract.md "Releases: what the page servers read"): the live
// map, its stream of changes, a release's files and their bytes by hash. Public: no credential, since what they
// carry is what browsers are served anyway. The page servers keep no shared folder: they ask here.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIVE_EVENTS_PATH,
  LIVE_MAP_PATH,
  LIVE_PING_MS,
  liveMap,
  releaseFileList,
  releaseFileParams,
  releaseFilesParams,
  type ReleaseFileList,
} from '@blueprint/contract/api/releases';
import type { LiveMap } from '@blueprint/contract/releases';
import { HttpError } from '../../lib/http-error';
import { MAX_LIVE_STREAMS } from '../../releases/live-feed';
import { knownRemote, NO_SUCH_REMOTE } from '../../releases/release-service';
import { answer, errorAnswers, problem } from '../answers';

/** A release's files and their bytes never change: cached for a year, and never asked again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The longest timer Node keeps: a stream is answered at once, and then lasts until one side closes it. */
const STREAM_TIMEOUT_MS = 2 ** 31 - 1;
export const STREAMS_FULL =
  'This API replica has its fill of live map streams, or is shutting down; connect again (another replica may answer)';

export default async function liveReleaseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { store, feed } = app.releases;
  const publicRoute = { tags: ['public'] };

  app.get(
    LIVE_MAP_PATH,
    {
      schema: {
        summary: 'The live map: which release of each remote every page loads',
        description:
          'Each remote a deploy moved, with its live release, the one a rollback goes back to, who made it live and when; ' +
          '`{remotes: {}}` before any deploy (every remote’s `base` build is live). Not cached (`no-store`).',
        ...publicRoute,
        response: { 200: answer(liveMap, 'The live map'), ...errorAnswers() },
      },
    },
    async (_request, reply): Promise<LiveMap> => {
      void reply.header('Cache-Control', 'no-store');
      return store.liveMap();
    },
  );

  app.get(
    LIVE_EVENTS_PATH,
    {
      // Answered at once; the stream then lasts until the client or this replica closes it.
      handlerTimeout: STREAM_TIMEOUT_MS,
      schema: {
        summary: 'The live map as a stream of server-sent events: at once, then after every change',
        description:
          '`event: live` with the live map as JSON on one `data:` line, at once and again after every change of the live map made ' +
          `through any API replica; a comment \`: ping\` every ${LIVE_PING_MS / 1000} s. The stream ends when the replica shuts ` +
          `down: connect again. At most ${MAX_LIVE_STREAMS} streams are open on one replica (503 beyond, and while it shuts down).`,
        ...publicRoute,
        response: {
          200: {
            description: 'The stream (`text/event-stream`), until the client or the replica closes it',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorAnswers(),
          503: problem(`${STREAMS_FULL}; or the database did not answer in time (see Retry-After)`),
        },
      },
    },
    async (_request, reply) => {
      const stream = feed.open();
      if (!stream) {
        void reply.header('Retry-After', '1');
        throw new HttpError(503, STREAMS_FULL);
      }
      // A client that leaves ends its stream (Fastify destroys a piped stream when the response closes; this is
      // for an answer that never reads it, such as HEAD's).
      reply.raw.once('close', () => stream.destroy());
      return (
        reply
          .header('Content-Type', 'text/event-stream; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('X-Accel-Buffering', 'no')
          // When the stream ends (this replica closing) its connection goes too: kept alive, it would hold the
          // server open until the keep-alive timeout.
          .header('Connection', 'close')
          .send(stream)
      );
    },
  );

  app.get(
    '/api/releases/:remote/:release/files',
    {
      preValidation: async (request) => knownRemote(request),
      schema: {
        summary: 'Every file of a published release, with its sha256 and size',
        description:
          'Sorted by path (`/`-separated, hidden ones such as `.server/…` included); each file’s bytes are at ' +
          '`GET /api/release-files/{sha256}`. A release is never changed: cached for a year (`immutable`).',
        ...publicRoute,
        params: releaseFilesParams,
        response: {
          200: answer(releaseFileList, 'The release’s files'),
          404: problem(`${NO_SUCH_REMOTE}; or the remote has no such release (\`base\` is never one)`),
          ...errorAnswers({ reads: true }),
        },
      },
    },
    async (request, reply): Promise<ReleaseFileList> => {
      const { remote, release } = request.params;
      const files = await store.files(remote, release);
      if (!files) throw new HttpError(404, `${remote} has no release ${release}`);
      void reply.header('Cache-Control', IMMUTABLE);
      return { remote, release, files };
    },
  );

  app.get(
    '/api/release-files/:sha256',
    {
      schema: {
        summary: 'The bytes of a file of a published release, by its sha256',
        description:
          'Any file some stored release holds, as `application/octet-stream`, with `ETag: "<sha256>"`; cached for a year ' +
          '(`immutable`): the same hash is the same bytes.',
        ...publicRoute,
        params: releaseFileParams,
        response: {
          200: {
            description: 'The file’s bytes',
            content: { 'application/octet-stream': { schema: z.string() } },
          },
          404: problem('No stored release holds a file with this sha256'),
          ...errorAnswers({ reads: true }),
        },
      },
    },
    async (request, reply) => {
      const { sha256 } = request.params;
      const bytes = await store.blob(sha256);
      if (!bytes) throw new HttpError(404, 'No stored release holds a file with this sha256');
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', `"${sha256}"`)
        .send(bytes);
    },
  );
}
