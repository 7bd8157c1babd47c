import { GroupCommit, QueueFullError, type Expiry, type GroupCommitOptions } from '../../src/speed/group-commit';

/** An expiry the test fires by hand (a request's deadline or its client leaving). */
function manualExpiry(): Expiry & { expire(reason: Error): void } {
  let listener: ((reason: Error) => void) | undefined;
  const expiry = {
    expired: undefined as Error | undefined,
    onExpire: (next: typeof listener) => (listener = next),
    expire(reason: Error) {
      expiry.expired = reason;
      listener?.(reason);
    },
  };
  return expiry;
}

/** A commit the test settles by hand; records each batch it is given. */
function manualCommit(options?: GroupCommitOptions) {
  const batches: { items: number[]; finish: (error?: Error) => void }[] = [];
  const writes = new GroupCommit<number, string>(
    (items) =>
      new Promise((resolve, reject) => {
        batches.push({
          items,
          finish: (error) => (error ? reject(error) : resolve(items.map((item) => `stored ${item}`))),
        });
      }),
    options,
  );
  return { writes, batches };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('answers a write only after the commit that holds it has settled', async () => {
    const { writes, batches } = manualCommit();
    let answered = false;
    const write = writes.submit(1).then((result) => {
      answered = true;
      return result;
    });
    await tick();
    expect(batches).toHaveLength(1);
    await tick();
    expect(answered).toBe(false);
    batches[0]!.finish();
    await expect(write).resolves.toBe('stored 1');
  });

  it('commits one batch at a time; writes that arrive meanwhile go into the next one, in order', async () => {
    const { writes, batches } = manualCommit();
    const first = [writes.submit(1), writes.submit(2)];
    await tick();
    const later = [writes.submit(3), writes.submit(4), writes.submit(5)];
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1, 2]]);
    batches[0]!.finish();
    await Promise.all(first);
    await tick();
    expect(batches.map((b) => b.items)).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    batches[1]!.finish();
    await expect(Promise.all(later)).resolves.toEqual(['stored 3', 'stored 4', 'stored 5']);
  });

  it('puts at most maxBatch writes in one commit', async () => {
    const { writes, batches } = manualCommit({ maxBatch: 2 });
    const all = [1, 2, 3].map((item) => writes.submit(item));
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1, 2]]);
    batches[0]!.finish();
    await tick();
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1, 2], [3]]);
    batches[1]!.finish();
    await Promise.all(all);
  });

  it('fails exactly the writes of a failed commit, and still runs the next one', async () => {
    const { writes, batches } = manualCommit();
    const failed = writes.submit(1);
    await tick();
    const next = writes.submit(2);
    batches[0]!.finish(new Error('disk full'));
    await expect(failed).rejects.toThrow('disk full');
    await tick();
    batches[1]!.finish();
    await expect(next).resolves.toBe('stored 2');
  });

  it('drains only once every write submitted has settled', async () => {
    const { writes, batches } = manualCommit();
    await expect(writes.drain()).resolves.toBeUndefined();
    void writes.submit(1);
    let drained = false;
    const drain = writes.drain().then(() => (drained = true));
    await tick();
    const second = writes.submit(2);
    batches[0]!.finish();
    await tick();
    await tick();
    expect(drained).toBe(false);
    batches[1]!.finish();
    await second;
    await drain;
    expect(drained).toBe(true);
  });

  it('refuses a write at once when maxQueue writes already wait, and never commits it', async () => {
    const { writes, batches } = manualCommit({ maxQueue: 2 });
    const inFlight = writes.submit(1);
    await tick(); // 1 is committing: the queue is empty again
    const waiting = [writes.submit(2), writes.submit(3)];
    await expect(writes.submit(4)).rejects.toBeInstanceOf(QueueFullError);
    batches[0]!.finish();
    await inFlight;
    await tick();
    batches[1]!.finish();
    await Promise.all(waiting);
    expect(batches.flatMap((b) => b.items)).toEqual([1, 2, 3]);
  });

  it('withdraws a waiting write whose expiry fires, and never commits it', async () => {
    const { writes, batches } = manualCommit();
    const inFlight = writes.submit(1);
    await tick();
    const controller = manualExpiry();
    const withdrawn = writes.submit(2, controller);
    const kept = writes.submit(3);
    controller.expire(new Error('deadline'));
    await expect(withdrawn).rejects.toThrow('deadline');
    batches[0]!.finish();
    await inFlight;
    await tick();
    batches[1]!.finish();
    await kept;
    expect(batches.map((b) => b.items)).toEqual([[1], [3]]);
    // Already aborted: refused before it is queued.
    await expect(writes.submit(4, controller)).rejects.toThrow('deadline');
  });

  it('answers a write that is already committing with its commit, whatever its expiry says', async () => {
    const { writes, batches } = manualCommit();
    const controller = manualExpiry();
    const write = writes.submit(1, controller);
    await tick();
    controller.expire(new Error('deadline'));
    batches[0]!.finish();
    await expect(write).resolves.toBe('stored 1');
  });

  it('commits nothing when every write of a turn was withdrawn, and still drains', async () => {
    const { writes, batches } = manualCommit();
    const controller = manualExpiry();
    const withdrawn = writes.submit(1, controller);
    controller.expire(new Error('gone'));
    await expect(withdrawn).rejects.toThrow('gone');
    await tick();
    expect(batches).toHaveLength(0);
    await expect(writes.drain()).resolves.toBeUndefined();
  });
});
