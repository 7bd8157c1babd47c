import Fastify from 'fastify';
import underPressure from '../../src/plugins/external/under-pressure';

/** Holds the event loop, as a synchronous commit on a stalled disk would. */
function block(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('under pressure', () => {
  it('answers 503 with Retry-After and the contract’s message while the event loop lags, then serves again', async () => {
    const app = Fastify();
    await app.register(underPressure, { maxEventLoopDelayMs: 200, sampleIntervalMs: 10 });
    app.get('/ping', async () => ({ ok: true }));
    await app.ready();
    try {
      expect((await app.inject('/ping')).statusCode).toBe(200);
      block(600);
      // The delay is sampled on a timer: the first answers after the block may still come before it.
      let busy = await app.inject('/ping');
      for (let attempt = 0; attempt < 20 && busy.statusCode !== 503; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        busy = await app.inject('/ping');
      }
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({ message: 'The server is busy, please try again shortly' });
      let recovered = 503;
      for (let attempt = 0; attempt < 250 && recovered !== 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        recovered = (await app.inject('/ping')).statusCode;
      }
      expect(recovered).toBe(200);
    } finally {
      await app.close();
    }
  });
});
