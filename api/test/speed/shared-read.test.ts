import { sharedRead } from '../../src/speed/shared-read';

/** A read whose answers the test releases by hand; each answer is the number of the read. */
function manualRead() {
  const started: { key: string; finish: (error?: Error) => void }[] = [];
  const read = sharedRead(
    (key: string) =>
      new Promise<number>((resolve, reject) => {
        const number = started.length + 1;
        started.push({ key, finish: (error) => (error ? reject(error) : resolve(number)) });
      }),
  );
  return { read, started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedRead', () => {
  it('answers callers that arrive during a read with the next read, one for all of them', async () => {
    const { read, started } = manualRead();
    const first = read('stats');
    const second = read('stats');
    const third = read('stats');
    expect(started).toHaveLength(1);

    started[0]!.finish();
    await expect(first).resolves.toBe(1);
    await tick();
    // The callers that came while read 1 was under way get read 2, which started after they called.
    expect(started).toHaveLength(2);
    started[1]!.finish();
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);
  });

  it('starts afresh once nothing is under way', async () => {
    const { read, started } = manualRead();
    const first = read('stats');
    started[0]!.finish();
    await first;
    await tick();
    const later = read('stats');
    expect(started).toHaveLength(2);
    started[1]!.finish();
    await expect(later).resolves.toBe(2);
  });

  it('keeps keys apart', async () => {
    const { read, started } = manualRead();
    const a = read('session-a');
    const b = read('session-b');
    expect(started.map((s) => s.key)).toEqual(['session-a', 'session-b']);
    started[1]!.finish();
    started[0]!.finish();
    await expect(a).resolves.toBe(1);
    await expect(b).resolves.toBe(2);
  });

  it('gives a failure only to the callers of the read that failed', async () => {
    const { read, started } = manualRead();
    const first = read('stats');
    const second = read('stats');
    started[0]!.finish(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    started[1]!.finish();
    await expect(second).resolves.toBe(2);
  });
});
