import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../src/db/open';

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
