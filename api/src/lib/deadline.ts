import type { FastifyReply } from 'fastify';
import type { Expiry } from '../speed/group-commit';

/**
 * A request's deadline, for work that must not go on for nobody (a registration still waiting for its
 * commit): it expires when the time is up (TimeoutError) or when the client leaves before its answer
 * (AbortError). Not Fastify's `request.signal`: that one aborts as soon as a request's body has been read
 * (Node closes an IncomingMessage once it is consumed). Not AbortSignal.any/timeout either, nor an
 * AbortController: each costs more time a request than this timer and one listener, and AbortSignal.any with
 * AbortSignal.timeout also holds heap per request until its timeout (measured by `node --expose-gc
 * bench/api/deadline.mjs`; the figures: api/README.md, "Speed machinery").
 */
export class Deadline implements Expiry {
  expired: Error | undefined;
  private listener: ((reason: Error) => void) | undefined;

  constructor(reply: FastifyReply, timeoutMs: number) {
    const timer = setTimeout(
      () => this.expire(new DOMException('the request took too long', 'TimeoutError')),
      timeoutMs,
    );
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
