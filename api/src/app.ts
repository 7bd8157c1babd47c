import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { REQUEST_ID_HEADER, requestIdOf } from '@blueprint/contract/observability';
import type { Config } from './config';
import database from './plugins/external/database';
import openapi from './plugins/external/openapi';
import rateLimit from './plugins/external/rate-limit';
import security from './plugins/external/security';
import auth from './plugins/app/auth';
import errors from './plugins/app/errors';
import metrics from './plugins/app/metrics';
import realtime from './plugins/app/realtime';
import releases from './plugins/app/releases';
import repositories from './plugins/app/repositories';
import routes from './routes/index';

export const BODY_LIMIT = 16 * 1024;

/** Builds the API: external plugins, then the app's own, then routes (tests build it too and inject). */
export async function buildApp(
  config: Config,
  options: Pick<FastifyServerOptions, 'logger' | 'logController'> = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    ...(options.logController ? { logController: options.logController } : {}),
    bodyLimit: BODY_LIMIT,
    // A path parameter as long as a request line may be: a longer one would answer 414, which no route
    // documents; the route's own check answers it (an unknown remote is 404).
    maxParamLength: 16 * 1024,
    // request.ip (and so every rate limit) is the client's behind a trusted proxy (TRUST_PROXY).
    trustProxy: config.trustProxy,
    // Receiving a request may not take longer than answering it.
    requestTimeout: config.requestTimeoutMs,
    // `__proto__` and `constructor.prototype` keys in a JSON body are dropped, like any other field a
    // schema does not know, never merged: such a body is valid JSON, so it is not refused as invalid.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // The id the page server or the proxy sent, when well formed: in every log line of the request, and answered.
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
  });
  app.decorate('config', config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  if (config.metricsToken) await app.register(metrics);

  // A read not answered in time gets 503 (Fastify's handlerTimeout). Only reads: for a request with a body
  // Fastify stops the timer once the body has been read (Node closes the request then), so posts bound
  // their own time: a statement timeout, or a deadline (routes/public/registrations.ts).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.handlerTimeout === undefined && methods.every((method) => method === 'GET' || method === 'HEAD')) {
      route.handlerTimeout = config.requestTimeoutMs;
    }
  });

  await app.register(security);
  await app.register(rateLimit);
  await app.register(database);

  await app.register(repositories);
  await app.register(auth);
  await app.register(realtime);
  await app.register(releases);
  await app.register(errors);

  // Before the routes: it compiles their zod schemas and collects them into the document.
  await app.register(openapi);
  await app.register(routes);
  return app;
}
