import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// Browser-facing protections. CORS grants only the configured origins (never a reflection of whatever
// Origin arrives); the socket handshake checks the same list (plugins/app/realtime.ts).
export default fp(
  async (app) => {
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      // The dashboard's session is a cookie (lib/session-cookie.ts): its calls from another port send it.
      credentials: true,
      // PATCH and DELETE: the dashboard's follow-up and erasure calls (docs/contract.md). If-Match and ETag:
      // a change names the version it was made on (a 412 otherwise); the CSV's file name is Content-Disposition.
      methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'If-Match'],
      exposedHeaders: ['Content-Disposition', 'ETag'],
      maxAge: 600,
    });
    const headers = helmetHeaders({
      // The dashboard and forms on other origins read these responses through CORS.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // helmet's other defaults, without its 'unsafe-inline' (and any https: origin) for styles: the API's
      // answers are JSON and need no style at all.
      contentSecurityPolicy: { directives: { 'style-src': ["'self'"] } },
    });
    // Set first: a route may replace one (the API docs page sets its own Content-Security-Policy).
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // JSON only: without a text/plain parser such a body gets 415 instead of reaching a route as a string.
    app.removeContentTypeParser('text/plain');
  },
  { name: 'security' },
);

/**
 * The headers helmet sets for `options`. They depend on nothing in the request, so helmet runs once, on a
 * stand-in response, and every answer carries what it set. @fastify/helmet built helmet's middleware again
 * on every request (its options parsed, its policy strings joined, two hooks), which cost as much as
 * validating a registration (api/README.md, "Libraries, and why").
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw new Error('helmet refused its options', { cause: error });
  });
  return headers;
}
