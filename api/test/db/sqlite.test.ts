import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely } from 'kysely';
import { migrateToLatest } from '../../src/db/migrate';
import { openDatabase, type DatabaseHandle } from '../../src/db/open';
import type { Database } from '../../src/db/schema';
import { openSqliteFile, sqliteDialect } from '../../src/db/sqlite';
import type { SqliteConnection } from '../../src/db/sqlite-engine';
import { createRegistrationsRepository } from '../../src/repositories/registrations';
import { registrationSchema } from '@blueprint/contract/api/registrations';
import { registration } from '../helper';

// The embedded database has one connection (Kysely's SqliteDialect): a transaction has it to itself.
describe('the embedded database', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-sqlite-'));
    database = await openDatabase({ dataDir });
  });
  afterEach(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const subscribers = () => database.db.selectFrom('newsletter_subscribers').select('email').execute();
  const subscribe = (db: DatabaseHandle['db'], email: string) =>
    db.insertInto('newsletter_subscribers').values({ email, created_at: new Date().toISOString() }).execute();

  it('runs a query sent during a transaction after it, never inside it', async () => {
    let seenOutside: Promise<{ email: string }[]> | undefined;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await subscribe(trx, 'rolled.back@example.com');
        seenOutside = subscribers();
        // Give the outside query every chance to overtake.
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expect(seenOutside).resolves.toEqual([]);
  });

  it('lets one transaction begin only after another has ended', async () => {
    const order: string[] = [];
    await Promise.all(
      ['first', 'second'].map((name) =>
        database.db.transaction().execute(async (trx) => {
          order.push(`${name} begins`);
          await subscribe(trx, `${name}@example.com`);
          await new Promise((resolve) => setTimeout(resolve, 10));
          order.push(`${name} ends`);
        }),
      ),
    );
    expect(order).toEqual(['first begins', 'first ends', 'second begins', 'second ends']);
    expect((await subscribers()).map((row) => row.email).sort()).toEqual(['first@example.com', 'second@example.com']);
  });

  it('refuses queries once closed, and no longer answers a ping', async () => {
    await database.close();
    await expect(subscribers()).rejects.toThrow();
    expect(await database.ping(500)).toBe(false);
  });
});

// Commits are made durable off the event loop (src/db/sqlite.ts, src/db/wal-sync.ts): a write is answered
// only once the write-ahead log has been synced, and the connection serves other queries meanwhile.
describe('the embedded database’s commits', () => {
  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(() => (done = true));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    return done;
  };

  let dataDir: string;
  let sqlite: SqliteConnection;
  let db: Kysely<{ notes: { text: string } }>;
  let syncs: (() => void)[];
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-sqlite-'));
    sqlite = openSqliteFile(path.join(dataDir, 'blueprint.sqlite'));
    syncs = [];
    const walSync = { sync: () => new Promise<void>((resolve) => syncs.push(resolve)), close: async () => {} };
    db = new Kysely({ dialect: sqliteDialect(sqlite, { walSync }) });
    const created = db.schema.createTable('notes').addColumn('text', 'text').execute();
    while (!(await settled(created))) syncs.shift()?.();
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a write only after the log is synced, and serves other queries while it waits', async () => {
    const write = db.insertInto('notes').values({ text: 'on disk' }).execute();
    expect(await settled(write)).toBe(false);
    expect(syncs).toHaveLength(1);
    // Committed, so visible, while its sync runs: the connection is not held by the write.
    await expect(db.selectFrom('notes').select('text').execute()).resolves.toEqual([{ text: 'on disk' }]);
    syncs.shift()!();
    await expect(write).resolves.toBeDefined();
  });

  it('syncs a transaction once, after its commit, and never for reads', async () => {
    await db.selectFrom('notes').selectAll().execute();
    expect(syncs).toHaveLength(0);
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ text: 'one' }).execute();
      await trx.insertInto('notes').values({ text: 'two' }).execute();
      expect(syncs).toHaveLength(0);
    });
    expect(await settled(transaction)).toBe(false);
    expect(syncs).toHaveLength(1);
    syncs.shift()!();
    await transaction;
  });

  it('answers a batch of registrations after its sync, and stores the next batch only then', async () => {
    const schema = db as unknown as Kysely<Database>;
    const migrated = migrateToLatest(schema as Kysely<unknown>, 'sqlite');
    while (!(await settled(migrated))) syncs.shift()?.();
    const registrations = createRegistrationsRepository(schema);
    const stored = () => schema.selectFrom('registrations').select('email').orderBy('id').execute();
    const first = registrations.create(registrationSchema.parse(registration({ email: 'first@example.com' })));
    expect(await settled(first)).toBe(false);
    const second = registrations.create(registrationSchema.parse(registration({ email: 'second@example.com' })));
    expect(await settled(second)).toBe(false);
    // The first batch waits for its sync; the second gathers meanwhile (fewer, larger commits).
    expect(await stored()).toEqual([{ email: 'first@example.com' }]);
    syncs.shift()!();
    await expect(first).resolves.toMatchObject({ ok: true });
    expect(await settled(second)).toBe(false);
    expect(await stored()).toEqual([{ email: 'first@example.com' }, { email: 'second@example.com' }]);
    syncs.shift()!();
    await expect(second).resolves.toMatchObject({ ok: true });
    await registrations.drain();
  });

  it('leaves the commit’s own sync to the log sync (synchronous=NORMAL) only once the dialect syncs', () => {
    const plain = openSqliteFile(path.join(dataDir, 'other.sqlite'));
    try {
      expect(plain.pragma('synchronous')).toBe(2); // FULL
    } finally {
      plain.close();
    }
    expect(sqlite.pragma('synchronous')).toBe(1); // NORMAL
    // Checkpoints, which still sync on the event loop, ten times rarer than SQLite's default.
    expect(sqlite.pragma('wal_autocheckpoint')).toBe(10_000);
  });
});
