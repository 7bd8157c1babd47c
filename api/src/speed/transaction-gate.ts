/**
 * The embedded database has one connection, on its own thread, which runs what it is sent in order. Queries
 * are therefore sent at once, without waiting for one another; only a transaction needs a gate: from its
 * `begin` to its end, a query from anyone else would run inside it (and be rolled back with it).
 *
 * Invariants (test/speed/transaction-gate.test.ts):
 * - At most one transaction is open; a second `begin` waits until the first has ended.
 * - While a transaction is open, `waitFor` gives every other owner a promise that settles when it ends, and
 *   the owner itself none (its own queries go straight through).
 * - Taking the gate and checking it happen in the same tick (no await in between), so nothing can slip a
 *   query or a second transaction in between a check and a send.
 * - No one waits longer than `waitTimeoutMs` (SQLite's busy timeout, applied to this lock too): past it the
 *   wait fails with SQLITE_BUSY, and the query it held back is never sent.
 */
export class TransactionGate<Owner> {
  private open: { owner: Owner; ended: Promise<void>; end: () => void } | undefined;

  constructor(private readonly waitTimeoutMs = Infinity) {}

  /** Undefined when `owner` may send now; otherwise settles when the open transaction has ended, or fails
   * once the wait has lasted `waitTimeoutMs`. */
  waitFor(owner: Owner): Promise<void> | undefined {
    return this.open && this.open.owner !== owner ? this.bounded(this.open.ended) : undefined;
  }

  /** Takes the gate for `owner` once no transaction is open. Send the `begin` right after. */
  async take(owner: Owner): Promise<void> {
    const started = Date.now();
    while (this.open) await this.bounded(this.open.ended, this.waitTimeoutMs - (Date.now() - started));
    // No await between the check above and taking the gate.
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    this.open = { owner, ended, end };
  }

  private bounded(ended: Promise<void>, timeoutMs = this.waitTimeoutMs): Promise<void> {
    if (timeoutMs === Infinity) return ended;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error(`database is locked: a transaction held it for ${this.waitTimeoutMs} ms`), { code: 'SQLITE_BUSY' })),
        Math.max(timeoutMs, 0),
      );
    });
    return Promise.race([ended, timedOut]).finally(() => clearTimeout(timer));
  }

  /** Opens the gate (after the commit or rollback, whether it succeeded or not). */
  release(): void {
    const open = this.open;
    this.open = undefined;
    open?.end();
  }
}
