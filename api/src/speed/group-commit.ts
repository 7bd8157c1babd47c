/**
 * Group commit: writes that arrive while a batch is committing wait for the next one, so one commit (and
 * one fsync) carries many writes.
 *
 * On the embedded database a batch is one commit and one sync of the write-ahead log, which runs off the
 * event loop (src/db/sqlite.ts): the next batch gathers meanwhile, and starts once the last has settled, so
 * commits are fewer and larger. Without it each registration is a commit and a sync of its own, and the API
 * stores a small fraction as many; no library batches writes into one statement and answers each caller
 * after its own commit (docs/decisions/2026-11-27-group-commit.md).
 *
 * Invariants (test/speed/group-commit.test.ts):
 * - A caller's promise settles only after the commit holding its own write has settled: a 201 built on it
 *   means "on disk".
 * - One batch commits at a time, and holds at most `maxBatch` writes; writes that arrive meanwhile go into
 *   the next batch, in arrival order.
 * - A failed commit fails exactly the writes of its batch; the next batch still runs.
 * - `drain()` resolves only once every write submitted before it has settled (graceful shutdown).
 * - Back pressure: at most `maxQueue` writes wait; one more is refused at once (QueueFullError), never
 *   queued, so it is never stored.
 * - A write whose expiry fires (its request's deadline passed, or its client left) while it still waits is
 *   taken out of the queue and refused with the expiry's reason: it is never committed. Once its batch has
 *   been sent to the database it is no longer abortable; its answer is the commit's.
 */
interface Pending<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
  expiry?: Expiry;
}

/** When a write stops being wanted (lib/deadline.ts: a request's deadline). One listener at a time. */
export interface Expiry {
  /** The reason, once expired. */
  readonly expired: Error | undefined;
  onExpire(listener: ((reason: Error) => void) | undefined): void;
}

/** The queue of writes waiting for a commit is full: nothing was stored. */
export class QueueFullError extends Error {
  constructor() {
    super('too many writes are waiting for a commit');
  }
}

export interface GroupCommitOptions {
  /** Writes in one commit. */
  maxBatch?: number;
  /** Writes that may wait for a commit. */
  maxQueue?: number;
}

export class GroupCommit<I, R> {
  private queue: Pending<I, R>[] = [];
  private running = false;
  private idle: (() => void)[] = [];

  private readonly maxBatch: number;
  private readonly maxQueue: number;

  constructor(
    private readonly commit: (items: I[]) => Promise<R[]>,
    { maxBatch = 256, maxQueue = Infinity }: GroupCommitOptions = {},
  ) {
    this.maxBatch = maxBatch;
    this.maxQueue = maxQueue;
  }

  /** Settles with the write's result once its commit has; `expiry` withdraws it while it still waits. */
  submit(item: I, expiry?: Expiry): Promise<R> {
    if (expiry?.expired) return Promise.reject(expiry.expired);
    if (this.queue.length >= this.maxQueue) return Promise.reject(new QueueFullError());
    return new Promise<R>((resolve, reject) => {
      const pending: Pending<I, R> = { item, resolve, reject, expiry };
      expiry?.onExpire((reason) => {
        const index = this.queue.indexOf(pending);
        if (index === -1) return; // already sent to the database
        this.queue.splice(index, 1);
        reject(reason);
        if (!this.running && this.queue.length === 0) this.settleIdle();
      });
      this.queue.push(pending);
      this.schedule();
    });
  }

  /** Resolves once every submitted write has settled (used on shutdown). */
  drain(): Promise<void> {
    if (!this.running && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private schedule() {
    if (this.running || this.queue.length === 0) return;
    this.running = true;
    // setImmediate lets the event loop read every request that has already arrived before committing.
    setImmediate(() => void this.flush());
  }

  private settleIdle() {
    this.idle.splice(0).forEach((resolve) => resolve());
  }

  private async flush() {
    const batch = this.queue.splice(0, this.maxBatch);
    // From here on each write's fate is its commit's.
    for (const pending of batch) pending.expiry?.onExpire(undefined);
    try {
      // Every write of this turn may have been withdrawn meanwhile.
      if (batch.length === 0) return;
      const results = await this.commit(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(results[i] as R));
    } catch (error) {
      batch.forEach((p) => p.reject(error));
    } finally {
      this.running = false;
      if (this.queue.length > 0) this.schedule();
      else this.settleIdle();
    }
  }
}
