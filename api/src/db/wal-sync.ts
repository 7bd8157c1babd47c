import fs from 'node:fs';

const ignore = () => {};

/**
 * Makes SQLite's write-ahead log durable off the event loop: `fdatasync` of the `-wal` file on libuv's
 * thread pool, while the loop goes on reading requests and running queries.
 *
 * Why this is as durable as `synchronous=FULL`: in WAL mode FULL means "write the transaction's frames
 * to the log, then sync the log" before the commit returns. With `synchronous=NORMAL` SQLite writes the
 * same frames and leaves out only that sync (it still syncs the log's header when it restarts the log,
 * and the log and the database around every checkpoint). A caller that awaits `sync()` after its commit has
 * returned gets the same guarantee: on Linux, fdatasync of any descriptor of a file flushes every write made
 * to it before the call, whoever made it. A frame written later is covered by a later sync, so one sync may
 * serve every commit made before it began (group commit's principle, one level down).
 *
 * Invariants (test/db/wal-sync.test.ts):
 * - `sync()` resolves only after an fdatasync that *began* after the call: a sync already under way may have
 *   started before the caller's commit reached the file, so the caller waits for the next one;
 * - callers that arrive while one sync runs share the next: at most one runs and one waits;
 * - a failed sync rejects its callers (their writes may not be on disk) with SQLite's SQLITE_IOERR_FSYNC,
 *   which the API answers 503 as it did when SQLite's own sync failed; the next call tries again.
 *
 * The log is opened lazily (SQLite creates it with the first write) and kept open: SQLite rewinds it in
 * place after a checkpoint and deletes it only when its connection closes, after `close()` here. SQLite
 * holds no POSIX lock on the log (its locks are on the database file and in memory, with
 * locking_mode=EXCLUSIVE), so closing this descriptor releases none of its locks.
 */
export class WalSync {
  private fd: number | undefined;
  private running: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  constructor(
    private readonly walFile: string,
    private readonly fdatasync: (
      fd: number,
      done: (error: NodeJS.ErrnoException | null) => void,
    ) => void = fs.fdatasync,
  ) {}

  /** Resolves once everything written to the log before the call is on disk. */
  sync(): Promise<void> {
    if (!this.running) {
      this.running = this.syncOnce().finally(() => (this.running = undefined));
      return this.running;
    }
    this.next ??= this.running.then(ignore, ignore).then(() => {
      this.next = undefined;
      return this.sync();
    });
    return this.next;
  }

  /** Waits for the syncs under way (their callers are answered), then closes the log's descriptor. */
  async close(): Promise<void> {
    await Promise.allSettled([this.running, this.next]);
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
  }

  private async syncOnce(): Promise<void> {
    try {
      const fd = (this.fd ??= fs.openSync(this.walFile, 'r'));
      await new Promise<void>((resolve, reject) => this.fdatasync(fd, (error) => (error ? reject(error) : resolve())));
    } catch (error) {
      // SQLite's own code for a sync that failed at commit, which the API answers 503 (src/db/unavailable.ts).
      throw Object.assign(
        new Error(`could not sync the write-ahead log: ${(error as Error).message}`, { cause: error }),
        { code: 'SQLITE_IOERR_FSYNC' },
      );
    }
  }
}
