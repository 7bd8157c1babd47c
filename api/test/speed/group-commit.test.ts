import { GroupCommit } from '../../src/speed/group-commit';

/** A commit the test settles by hand; records each batch it is given. */
function manualCommit(maxBatch?: number) {
  const batches: { items: number[]; finish: (error?: Error) => void }[] = [];
  const writes = new GroupCommit<number, string>(
    (items) =>
      new Promise((resolve, reject) => {
        batches.push({ items, finish: (error) => (error ? reject(error) : resolve(items.map((item) => `stored ${item}`))) });
      }),
    maxBatch,
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
    expect(batches.map((b) => b.items)).toEqual([[1, 2], [3, 4, 5]]);
    batches[1]!.finish();
    await expect(Promise.all(later)).resolves.toEqual(['stored 3', 'stored 4', 'stored 5']);
  });

  it('puts at most maxBatch writes in one commit', async () => {
    const { writes, batches } = manualCommit(2);
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
});
