import type { Config } from './config';
import type { DatabaseHandle } from './db/open';
import type { Repositories } from './plugins/app/repositories';
import type { Auth } from './plugins/app/auth';
import type { Realtime } from './plugins/app/realtime';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    repos: Repositories;
    auth: Auth;
    realtime: Realtime;
  }
  interface FastifyRequest {
    /** Set by the staff guard (routes/staff/autohooks.ts) once the bearer token checks out. */
    staff?: { sessionId: string };
  }
}
