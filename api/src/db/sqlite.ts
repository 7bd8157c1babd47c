// The embedded database: better-sqlite3 in the API's process, behind Kysely's own SqliteDialect.
import BetterSqlite3 from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase, type SqliteDialectConfig } from 'kysely';

/** Opens `file` for this process alone, in WAL mode with every commit synced; throws SQLITE_BUSY when another
 * process holds it. */
export function openSqliteFile(file: string, { busyTimeoutMs = 5000 }: { busyTimeoutMs?: number } = {}): BetterSqlite3.Database {
  // busy_timeout: how long a statement waits for a lock held by another connection before SQLITE_BUSY.
  const sqlite = new BetterSqlite3(file, { timeout: busyTimeoutMs });
  try {
    // Exclusive locking before WAL: this process holds the file lock for as long as it runs (the kernel
    // drops it if the process dies), so a second API process on the same DATA_DIR cannot open it.
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.pragma('journal_mode = WAL');
    // FULL: the WAL is synced at every commit, so an acknowledged registration survives a power cut too.
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // 64 MiB of page cache (the default is 2 MiB): the email index of a million registrations stays in
    // memory, so an insert does not read its pages back from the file.
    sqlite.pragma('cache_size = -65536');
    sqlite.exec('BEGIN EXCLUSIVE; COMMIT');
    return sqlite;
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

/**
 * Kysely's SqliteDialect on `sqlite`, each distinct SQL text prepared once: Kysely prepares every query it
 * runs, and preparing a batch insert costs more than running it. The cache is bounded; past it a text is
 * prepared each time, as Kysely would.
 */
export function sqliteDialect(sqlite: BetterSqlite3.Database, { waitTimeoutMs = 5000, maxStatements = 1000 } = {}): SqliteDialect {
  const statements = new Map<string, BetterSqlite3.Statement>();
  const database: SqliteDatabase = {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size < maxStatements) statements.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
  return new BoundedWaitDialect({ database }, waitTimeoutMs);
}

/**
 * Kysely's SQLite driver has one connection: a query waits while a transaction holds it, for as long as the
 * transaction lasts. Here that wait ends after the busy timeout (STATEMENT_TIMEOUT_MS) with SQLITE_BUSY,
 * which the API answers 503 (test/routes/public/back-pressure.test.ts: a stalled database answers 503 in
 * time). The one piece kept on top of Kysely's driver.
 */
class BoundedWaitDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly waitTimeoutMs: number,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new BoundedWaitDriver(this.config, this.waitTimeoutMs);
  }
}

class BoundedWaitDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly waitTimeoutMs: number,
  ) {
    super(config);
  }

  override acquireConnection(): Promise<DatabaseConnection> {
    const acquiring = super.acquireConnection();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        // The connection is still handed over once the transaction ends: give it straight back.
        void acquiring.then(() => this.releaseConnection());
        reject(Object.assign(new Error(`database is locked: a transaction held it for ${this.waitTimeoutMs} ms`), { code: 'SQLITE_BUSY' }));
      }, this.waitTimeoutMs);
    });
    return Promise.race([acquiring, timedOut]).finally(() => clearTimeout(timer));
  }
}
