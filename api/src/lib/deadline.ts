import type { FastifyReply } from 'fastify';
import type { Expiry } from '../speed/group-commit';

/**
 * A request's deadline, for work that must not go on for nobody (a registration still waiting for its
 * commit): it expires when the time is up (TimeoutError) or when the client leaves before its answer
 * (AbortError). Not Fastify's `request.signal`: that one aborts as soon as a request's body has been read
 * (Node closes an IncomingMessage once it is consumed). Not AbortSignal.any/timeout either, nor an
 * AbortController: `node --expose-gc bench/api/deadline.mjs` measured this timer and one listener at 2-8 µs
 * a request, an AbortController aborted by a timer at 15-23 µs, and AbortSignal.any with
 * AbortSignal.timeout at 87-154 µs plus 3.4 KB of heap held per request until its timeout (10 s: about
 * 300 MB at 9,000 registrations a second) on Node 20, against a registration's own 50 µs.
 */
export class Deadline implements Expiry {
  expired: Error | undefined;
  private listener: ((reason: Error) => void) | undefined;

  constructor(reply: FastifyReply, timeoutMs: number) {
    const timer = setTimeout(() => this.expire(new DOMException('the request took too long', 'TimeoutError')), timeoutMs);
    timer.unref();
    // A response closes once it has been sent, or when its connection goes before that.
    reply.raw.once('close', () => {
      clearTimeout(timer);
      if (!reply.raw.writableFinished) this.expire(new DOMException('the client left before the answer', 'AbortError'));
    });
  }

  onExpire(listener: ((reason: Error) => void) | undefined): void {
    this.listener = listener;
  }

  private expire(reason: Error) {
    if (this.expired) return;
    this.expired = reason;
    this.listener?.(reason);
  }
}
