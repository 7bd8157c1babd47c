import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDatabaseUnavailable } from '../../src/db/unavailable';
import { WalSync } from '../../src/db/wal-sync';

/** An fdatasync the test finishes by hand; records each call. */
function manualFdatasync() {
  const calls: ((error?: Error) => void)[] = [];
  const fdatasync = (_fd: number, done: (error: NodeJS.ErrnoException | null) => void) => {
    calls.push((error) => done(error ?? null));
  };
  return { calls, fdatasync };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('WalSync', () => {
  let dir: string;
  let wal: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-wal-sync-'));
    wal = path.join(dir, 'blueprint.sqlite-wal');
    writeFileSync(wal, 'frames');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('resolves only once its fdatasync has finished', async () => {
    const { calls, fdatasync } = manualFdatasync();
    const sync = new WalSync(wal, fdatasync);
    const done = sync.sync();
    expect(calls).toHaveLength(1);
    expect(await settled(done)).toBe(false);
    calls[0]!();
    await expect(done).resolves.toBeUndefined();
    await sync.close();
  });

  it('makes a caller that arrives during a sync wait for one that begins after it, shared by all such callers', async () => {
    const { calls, fdatasync } = manualFdatasync();
    const sync = new WalSync(wal, fdatasync);
    const first = sync.sync();
    // These commits reached the file after the first fdatasync began: it may not cover them.
    const second = sync.sync();
    const third = sync.sync();
    expect(calls).toHaveLength(1);
    calls[0]!();
    await first;
    expect(await settled(second)).toBe(false);
    expect(calls).toHaveLength(2);
    calls[1]!();
    await expect(Promise.all([second, third])).resolves.toEqual([undefined, undefined]);
    expect(calls).toHaveLength(2);
    await sync.close();
  });

  it('rejects the callers of a failed sync, and the next call syncs again', async () => {
    const { calls, fdatasync } = manualFdatasync();
    const sync = new WalSync(wal, fdatasync);
    const failed = sync.sync();
    calls[0]!(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
    await expect(failed).rejects.toMatchObject({
      code: 'SQLITE_IOERR_FSYNC',
      message: expect.stringContaining('EIO') as string,
    });
    expect(isDatabaseUnavailable(await failed.catch((error: unknown) => error))).toBe(true);
    const retried = sync.sync();
    expect(calls).toHaveLength(2);
    calls[1]!();
    await expect(retried).resolves.toBeUndefined();
    await sync.close();
  });

  it('syncs the real file with the operating system', async () => {
    const sync = new WalSync(wal);
    await expect(Promise.all([sync.sync(), sync.sync()])).resolves.toEqual([undefined, undefined]);
    await sync.close();
  });

  it('rejects when the log does not exist', async () => {
    const sync = new WalSync(path.join(dir, 'missing-wal'));
    await expect(sync.sync()).rejects.toThrow('ENOENT');
    await sync.close();
  });
});
