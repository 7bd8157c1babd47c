/**
 * Group commit: writes that arrive while a batch is committing wait for the next one, so one commit (and
 * one fsync) carries many writes.
 *
 * Invariants (test/speed/group-commit.test.ts):
 * - A caller's promise settles only after the commit holding its own write has settled: a 201 built on it
 *   means "on disk".
 * - One batch commits at a time, and holds at most `maxBatch` writes; writes that arrive meanwhile go into
 *   the next batch, in arrival order.
 * - A failed commit fails exactly the writes of its batch; the next batch still runs.
 * - `drain()` resolves only once every write submitted before it has settled (graceful shutdown).
 */
interface Pending<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<I, R> {
  private queue: Pending<I, R>[] = [];
  private running = false;
  private idle: (() => void)[] = [];

  constructor(
    private readonly commit: (items: I[]) => Promise<R[]>,
    private readonly maxBatch = 256,
  ) {}

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
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

  private async flush() {
    const batch = this.queue.splice(0, this.maxBatch);
    try {
      const results = await this.commit(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(results[i] as R));
    } catch (error) {
      batch.forEach((p) => p.reject(error));
    } finally {
      this.running = false;
      if (this.queue.length > 0) this.schedule();
      else this.idle.splice(0).forEach((resolve) => resolve());
    }
  }
}
