import type { FastifyServerOptions } from 'fastify';

// pino, with whatever could carry a secret removed: tokens, passwords, cookies. Bodies are never logged;
// the code logs people only through lib/mask.ts.
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'token', '*.token', 'auth.token'],
      censor: '[redacted]',
    },
  };
}
