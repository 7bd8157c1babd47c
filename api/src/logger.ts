import { LogController, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

/** JSON lines for machines (production, log collectors); one readable line per request for people. */
export type LogFormat = 'json' | 'pretty';

const REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'password',
    '*.password',
    'token',
    '*.token',
    'auth.token',
  ],
  censor: '[redacted]',
};

/** Paths polled by proxies and supervisors: a line for each would drown the rest. */
const QUIET_PATHS = new Set(['/api/health', '/health']);

/**
 * For people: one line per request once it is answered ("GET /api/courses 200 4 ms"), health checks left out,
 * in place of Fastify's two ("incoming request", "request completed").
 */
class OneLinePerRequest extends LogController {
  override isLogDisabled(request: Parameters<LogController['isLogDisabled']>[0]): boolean {
    return QUIET_PATHS.has(request.url.split('?')[0] ?? request.url);
  }

  override incomingRequest(): void {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    if (this.isLogDisabled(request)) return;
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error || reply.statusCode >= 500) reply.log.error({ err: error ?? undefined }, line);
    else reply.log.info(line);
  }
}

// pino, with whatever could carry a secret removed: tokens, passwords, cookies. Bodies are never logged;
// the code logs people only through lib/mask.ts.
export function loggerOptions(
  level: string,
  format: LogFormat = 'json',
  destination: NodeJS.WritableStream = process.stdout,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (format === 'json')
    return { logger: { level, redact: REDACT, ...(destination === process.stdout ? {} : { stream: destination }) } };
  // In the process, not a worker thread: the bundled server has no file for a transport to load.
  const stream = pretty({
    destination,
    colorize: destination === process.stdout && Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    // The request's id at the end of each line it writes, as the page servers' page log has it.
    messageFormat: '{msg}{if reqId} {reqId}{end}',
    singleLine: true,
  });
  return { logger: { level, redact: REDACT, stream }, logController: new OneLinePerRequest() };
}
