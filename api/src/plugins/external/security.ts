import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

// Browser-facing protections. CORS grants only the configured origins (never a reflection of whatever
// Origin arrives); the socket handshake checks the same list (plugins/app/realtime.ts).
export default fp(
  async (app) => {
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      // PATCH and DELETE: the dashboard's follow-up and erasure calls (docs/contract.md). If-Match and ETag:
      // a change names the version it was made on (a 412 otherwise); the CSV's file name is Content-Disposition.
      methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'If-Match'],
      exposedHeaders: ['Content-Disposition', 'ETag'],
      maxAge: 600,
    });
    await app.register(helmet, {
      // The dashboard and forms on other origins read these responses through CORS.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    // JSON only: without a text/plain parser such a body gets 415 instead of reaching a route as a string.
    app.removeContentTypeParser('text/plain');
  },
  { name: 'security' },
);
