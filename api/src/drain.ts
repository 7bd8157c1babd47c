import type { FastifyInstance } from 'fastify';

/**
 * Draining: the first step of a graceful shutdown behind a load balancer. While draining, the instance still
 * answers every request, but its health check says 503, so the proxy (Caddy's active health check, see
 * deploy/Caddyfile) stops choosing it; and each response closes its connection, so the proxy opens new ones to
 * the other replicas instead of reusing this one's. The live map's event streams end at once (and new ones are
 * refused, 503), so the page servers holding them connect to another replica. Only then does the server close:
 * nothing is sent to a listener that has gone, and no request is cut off.
 */
export interface Drain {
  readonly draining: boolean;
  start(): void;
}

export const HEALTH_PATH = '/api/health';

/** Adds the draining hooks; call before the app is ready (hooks cannot be added later). */
export function installDrain(app: FastifyInstance): Drain {
  let draining = false;
  // Callback hooks, not async ones: they run on every request, and an async hook costs each a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (draining && request.url.split('?')[0] === HEALTH_PATH) {
      void reply
        .code(503)
        .header('connection', 'close')
        .send({ status: 'draining', message: 'This instance is shutting down' });
      return;
    }
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
      if (app.hasDecorator('releases')) app.releases.feed.stop();
    },
  };
}

/**
 * How long a draining instance keeps answering before it closes: long enough for the proxy's health check
 * (every second) to see the 503 and for requests already on their way to arrive. In production only by
 * default (SHUTDOWN_DRAIN_MS overrides): a developer's Ctrl-C should not wait for a proxy there is not.
 */
export function drainMs(env: NodeJS.ProcessEnv): number {
  const value = env.SHUTDOWN_DRAIN_MS;
  if (value !== undefined && value !== '') {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0)
      throw new Error(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds, not ${value}`);
    return parsed;
  }
  return env.NODE_ENV === 'production' ? 3000 : 0;
}
