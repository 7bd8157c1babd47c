import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

/**
 * helmet's headers (what @fastify/helmet sets), worked out once: they do not depend on the request, and
 * running helmet's middleware on every request cost about a tenth of a registration's time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

// Browser-facing protections. CORS grants only the configured origins (never a reflection of whatever
// Origin arrives); the socket handshake checks the same list (plugins/app/realtime.ts).
export default fp(
  async (app) => {
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      // PATCH and DELETE: the dashboard's follow-up and erasure calls (docs/contract.md).
      methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      exposedHeaders: ['Content-Disposition'],
      maxAge: 600,
    });
    const headers = helmetHeaders({
      // The dashboard and forms on other origins read these responses through CORS.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      void reply.headers(headers);
    });
    // JSON only: without a text/plain parser such a body gets 415 instead of reaching a route as a string.
    app.removeContentTypeParser('text/plain');
  },
  { name: 'security' },
);
