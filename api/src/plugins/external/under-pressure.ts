import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { RETRY_AFTER_SECONDS } from '../app/errors';

export interface UnderPressureOptions {
  /** Event loop delay, in milliseconds, past which every request is answered 503 until it recovers. */
  maxEventLoopDelayMs?: number;
  /** How often the delay is sampled. */
  sampleIntervalMs?: number;
}

// The embedded database runs on the event loop (src/db/sqlite.ts): a disk that stalls stalls the loop too.
// While the loop lags, @fastify/under-pressure answers at once, in the contract's words (503, Retry-After,
// `{message}`), rather than letting requests pile up behind it. How many registrations may wait for a commit
// is bounded apart, exactly, by the group commit (WRITE_QUEUE_MAX): under-pressure measures the process, not
// a queue.
export default fp<UnderPressureOptions>(
  async (app, { maxEventLoopDelayMs = 1000, sampleIntervalMs = 1000 }) => {
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      sampleInterval: sampleIntervalMs,
      pressureHandler: (_request, reply) => {
        void reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ message: 'The server is busy, please try again shortly' });
      },
    });
  },
  { name: 'under-pressure' },
);
