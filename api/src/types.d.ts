import type { StaffRole } from '@blueprint/contract/api/values';
import type { Config } from './config';
import type { DatabaseHandle } from './db/open';
import type { Repositories } from './plugins/app/repositories';
import type { Auth } from './plugins/app/auth';
import type { Realtime } from './plugins/app/realtime';
import type { Releases } from './plugins/app/releases';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    repos: Repositories;
    auth: Auth;
    realtime: Realtime;
    releases: Releases;
  }
  interface FastifyRequest {
    /** Set by the staff guard (routes/staff/autohooks.ts) once the bearer token checks out: the session and
     * its person as they are now (a rename or a role change shows on their next call). */
    staff?: { sessionId: string; id: string; name: string; role: StaffRole; email: string; via: 'cookie' | 'bearer' };
    /** Set by the login route: the account the email names, if any (the audit log names who tried). */
    loginAccount?: { id: string; name: string; email: string };
  }
}
