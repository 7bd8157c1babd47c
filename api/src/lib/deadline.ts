import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the request's time is up (TimeoutError) or its client leaves before the answer
 * (AbortError), for work that must not go on for nobody (a registration still waiting for its commit).
 * Not Fastify's `request.signal`: that one aborts when a request's body has been read, since Node closes an
 * IncomingMessage once it is consumed. Leaving is seen on the response: closed before it was finished.
 */
export function requestDeadline(reply: FastifyReply, timeoutMs: number): AbortSignal {
  const left = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) left.abort(new DOMException('the client left before the answer', 'AbortError'));
  });
  return AbortSignal.any([AbortSignal.timeout(timeoutMs), left.signal]);
}
