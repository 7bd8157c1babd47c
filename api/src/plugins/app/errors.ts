import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldError } from '@blueprint/contract/api/common';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { HttpError } from '../../lib/http-error';
import { QueueFullError } from '../../speed/group-commit';

// Every error leaves as docs/contract.md's `{message, errors?}`, in words we chose: never a stack trace, a SQL
// fragment or a library's internals.
const MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Content-Type must be application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid Content-Length'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON'],
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'Request timeout',
  413: 'Request body is too large',
  414: 'URI too long',
  415: 'Content-Type must be application/json',
  429: 'Too many requests, please try again later',
  431: 'Request headers too large',
};

/** Seconds a client is asked to wait after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** Why the API cannot serve this now (503), if that is what the error means. */
function unavailableMessage(error: Error): string | undefined {
  if (error instanceof QueueFullError) return 'The server is busy, please try again shortly';
  // The route's deadline (Fastify's handlerTimeout, or a signal's timeout) or a client that left.
  const code = (error as FastifyError).code;
  if (code === 'FST_ERR_HANDLER_TIMEOUT' || error.name === 'TimeoutError' || error.name === 'AbortError') {
    return 'The server took too long to answer, please try again';
  }
  if (isDatabaseUnavailable(error)) return 'The database did not answer in time, please try again';
  return undefined;
}

/**
 * A request the route's schema refused, as docs/contract.md's `errors`: the first problem of each field
 * (the contract's schemas' own words), `body` for a problem with the body as a whole (`Send a status or a note`).
 */
function fieldErrors(issues: { instancePath: string; message?: string }[]): FieldError[] {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.instancePath.split('/')[1] || 'body';
    if (!errors.has(field)) errors.set(field, issue.message ?? 'Invalid value');
  }
  return [...errors].map(([field, msg]) => ({ field, msg }));
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods a path has, for 405's `Allow` (none: the path is unknown). */
function allowedMethods(app: FastifyInstance, request: FastifyRequest): string[] {
  const url = request.url.split('?')[0] ?? '';
  // OPTIONS is the CORS preflight every path has; it alone does not make a path known.
  const allowed = METHODS.filter((method) => method !== request.method && app.findRoute({ method, url }) !== null);
  return allowed.some((method) => method !== 'OPTIONS') ? allowed : [];
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError | SyntaxError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send({ message: 'Validation failed', errors: fieldErrors(error.validation) });
      }
      if (error instanceof HttpError) {
        if (error.statusCode === 401) void reply.header('WWW-Authenticate', 'Bearer');
        return reply
          .code(error.statusCode)
          .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
      }
      const code = (error as FastifyError).code;
      const known = code ? MESSAGES[code] : undefined;
      if (known) return reply.code(known[0]).send({ message: known[1] });
      const unavailable = unavailableMessage(error);
      if (unavailable) {
        request.log.warn({ err: error }, 'answered 503');
        return reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ message: unavailable });
      }
      const status = (error as FastifyError).statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // JSON.parse failures arrive as 400 SyntaxErrors from the parser.
        const message =
          error instanceof SyntaxError ? 'Request body is not valid JSON' : (STATUS_MESSAGES[status] ?? 'Bad request');
        return reply.code(status).send({ message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    });

    // A known path asked with a method it does not have is 405 with `Allow` (RFC 9110), not 404: before any
    // rate limit (the document lists 405 for every path, and no 429 for most), and at onRequest, before
    // Fastify reads a body: otherwise a method that carries one is refused for its body first (QUERY without
    // a Content-Type is 400, a body that is not JSON 415) instead of for its method.
    // An unknown path is rate limited, so that scanning for routes costs the scanner (fastify/demo does the same).
    const scanLimit = app.rateLimit({ max: 120, timeWindow: '1 minute' });
    app.addHook('onRequest', async (request, reply) => {
      if (!request.is404) return;
      const allowed = allowedMethods(app, request);
      if (allowed.length > 0)
        return reply.code(405).header('Allow', allowed.join(', ')).send({ message: 'Method not allowed' });
      await scanLimit.call(app, request, reply);
      if (reply.sent) return reply;
    });
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  },
  { name: 'errors', dependencies: ['rate-limit'] },
);
