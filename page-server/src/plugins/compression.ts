// Pages and the shell's text files are compressed here (reply.compress); files come compressed from the build
// (static-files.ts) or are sent as they are.
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Pages are compressed in one go, not streamed: a page is in memory whole already, and its answer keeps its
 * Content-Length.
 */
const PAGE_SIZE_MAX = 1024 * 1024;
/**
 * Brotli at quality 6 rather than @fastify/compress's 4: smaller pages for a fraction of a millisecond, which
 * keeps the home page with its headers inside the first round trip of a new connection (TCP's initial window,
 * 10 segments): a page one byte over it paints a round trip later
 * (docs/decisions/2026-11-28-page-in-one-round-trip.md).
 */
const PAGE_BROTLI = { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 6 } };

export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: false,
      encodings: ['br', 'gzip'],
      syncThreshold: PAGE_SIZE_MAX,
      brotliOptions: PAGE_BROTLI,
    });
  },
  { name: 'compression' },
);
