/**
 * Concurrent callers of the same read share one query. A caller never gets an answer read before it
 * called: while a read is under way, later callers wait for the next one, which starts when it ends and
 * answers all of them. Under load a read then costs one round trip per batch of callers instead of one
 * each, and an answer is never older than the call it answers (a write acknowledged before the call is
 * in it).
 *
 * Invariants (test/speed/shared-read.test.ts):
 * - No caller gets an answer from a read that started before its call.
 * - At most one read per key is under way, and at most one more is queued behind it.
 * - A failed read fails only its own callers; callers queued behind it get the next read.
 * - Keys never share reads.
 */
export function sharedRead<K, T>(read: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const reads = new Map<K, { running: Promise<T>; next?: Promise<T> }>();

  const start = (key: K): Promise<T> => {
    const running = read(key);
    const entry = { running } as { running: Promise<T>; next?: Promise<T> };
    reads.set(key, entry);
    const settled = () => {
      if (reads.get(key) !== entry) return;
      if (entry.next) return; // the next read takes over the entry when it starts
      reads.delete(key);
    };
    running.then(settled, settled);
    return running;
  };

  return (key: K) => {
    const entry = reads.get(key);
    if (!entry) return start(key);
    entry.next ??= entry.running.then(
      () => start(key),
      () => start(key),
    );
    return entry.next;
  };
}
