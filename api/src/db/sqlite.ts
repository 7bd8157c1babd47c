// The embedded database: SQLite in the API's process (src/db/sqlite-engine.ts), behind Kysely's own
// SqliteDialect.
import {
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import { openSqlite, type SqliteConnection, type SqliteStatement } from './sqlite-engine';
import { WalSync } from './wal-sync';

/** Opens `file` for this process alone, in WAL mode with every commit synced; throws SQLITE_BUSY when another
 * process holds it. */
export function openSqliteFile(
  file: string,
  { busyTimeoutMs = 5000 }: { busyTimeoutMs?: number } = {},
): SqliteConnection {
  const sqlite = openSqlite(file, { busyTimeoutMs });
  try {
    // Exclusive locking before WAL: this process holds the file lock for as long as it runs (the kernel
    // drops it if the process dies), so a second API process on the same DATA_DIR cannot open it.
    sqlite.exec('pragma locking_mode = EXCLUSIVE');
    sqlite.exec('pragma journal_mode = WAL');
    // FULL: the WAL is synced at every commit, so an acknowledged registration survives a power cut too.
    // sqliteDialect below keeps that guarantee with NORMAL and a sync of its own, off the event loop.
    sqlite.exec('pragma synchronous = FULL');
    sqlite.exec('pragma foreign_keys = ON');
    // 8 MiB of page cache: the pages every insert touches (the ends of the indexes, the counters) stay in
    // it, and a larger cache costs more at every commit, when SQLite walks it
    // (docs/decisions/2026-11-27-embedded-database-in-process.md).
    sqlite.exec('pragma cache_size = -8192');
    sqlite.exec('BEGIN EXCLUSIVE; COMMIT');
    return sqlite;
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

const CHECKPOINT_PAGES = 10_000;

/** What the dialect's statements did since the last time the driver looked. */
interface Writes {
  pending: boolean;
}

export interface SqliteDialectOptions {
  /** How long a query waits for another's transaction before SQLITE_BUSY. */
  waitTimeoutMs?: number;
  /** Distinct SQL texts kept prepared. */
  maxStatements?: number;
  /** Syncs the write-ahead log after each write (by default its `-wal` file, on libuv's thread pool). */
  walSync?: Pick<WalSync, 'sync' | 'close'>;
}

/**
 * Kysely's SqliteDialect on `sqlite`, with two additions:
 * - each distinct SQL text is prepared once: Kysely prepares every query it runs, and preparing a batch
 *   insert costs more than running it. The cache is bounded; past it a text is prepared each time, as
 *   Kysely would;
 * - commits are made durable off the event loop: SQLite's own sync at each commit (synchronous=FULL) would
 *   hold the loop for the whole fsync, during which no request is read and no answer sent. Here the
 *   connection runs with synchronous=NORMAL, and a query or transaction that wrote resolves only after
 *   `walSync` has synced the log (src/db/wal-sync.ts says why that is as durable as FULL). The connection is
 *   free for the next query meanwhile, so group commit's next batch gathers while the disk works
 *   (docs/decisions/2026-11-27-embedded-database-in-process.md).
 */
export function sqliteDialect(
  sqlite: SqliteConnection,
  { waitTimeoutMs = 5000, maxStatements = 1000, walSync }: SqliteDialectOptions = {},
): SqliteDialect {
  const statements = new Map<string, SqliteStatement>();
  const writes: Writes = { pending: false };
  const database: SqliteDatabase = {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size < maxStatements) statements.set(sql, statement);
      }
      // Kysely runs what it prepares, at once. BEGIN and COMMIT count as read-only; the writes inside count.
      if (!statement.readonly) writes.pending = true;
      return statement;
    },
    close: () => sqlite.close(),
  };
  // An in-memory database has no log to sync.
  const sync = sqlite.file === undefined ? undefined : (walSync ?? new WalSync(`${sqlite.file}-wal`));
  if (sync) {
    sqlite.exec('pragma synchronous = NORMAL');
    // A checkpoint still runs on the loop and syncs twice there (the log, then the database), so fewer,
    // larger ones: every 10,000 log pages (40 MB) instead of 1,000. Pages rewritten meanwhile (the email
    // index's, the counters') are copied once.
    sqlite.exec(`pragma wal_autocheckpoint = ${CHECKPOINT_PAGES}`);
  }
  return new BoundedWaitDialect({ database }, { waitTimeoutMs, sqlite, writes, sync });
}

interface DriverOptions {
  waitTimeoutMs: number;
  sqlite: SqliteConnection;
  writes: Writes;
  sync: Pick<WalSync, 'sync' | 'close'> | undefined;
}

/**
 * Kysely's SQLite driver has one connection: a query waits while a transaction holds it, for as long as the
 * transaction lasts. Here that wait ends after the busy timeout (STATEMENT_TIMEOUT_MS) with SQLITE_BUSY,
 * which the API answers 503 (test/routes/public/back-pressure.test.ts: a stalled database answers 503 in
 * time). The driver also syncs the log after each write (releaseConnection below); nothing else of
 * Kysely's driver is changed.
 */
class BoundedWaitDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly options: DriverOptions,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new BoundedWaitDriver(this.config, this.options);
  }
}

class BoundedWaitDriver extends SqliteDriver {
  private readonly waitTimeoutMs: number;

  constructor(
    config: SqliteDialectConfig,
    private readonly options: DriverOptions,
  ) {
    super(config);
    this.waitTimeoutMs = options.waitTimeoutMs;
  }

  /**
   * Kysely releases the connection after each query outside a transaction, and after a transaction's
   * commit or rollback: a write is then committed, and its caller is answered once the log is synced. The
   * connection is released first, so the next query runs while the disk works.
   */
  override async releaseConnection(): Promise<void> {
    const { writes, sqlite, sync } = this.options;
    const committed = writes.pending && !sqlite.inTransaction;
    if (committed) writes.pending = false;
    await super.releaseConnection();
    if (committed && sync) await sync.sync();
  }

  override async destroy(): Promise<void> {
    await super.destroy();
    await this.options.sync?.close();
  }

  override acquireConnection(): Promise<DatabaseConnection> {
    const acquiring = super.acquireConnection();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        // The connection is still handed over once the transaction ends: give it straight back.
        void acquiring.then(() => this.releaseConnection());
        reject(
          Object.assign(new Error(`database is locked: a transaction held it for ${this.waitTimeoutMs} ms`), {
            code: 'SQLITE_BUSY',
          }),
        );
      }, this.waitTimeoutMs);
    });
    return Promise.race([acquiring, timedOut]).finally(() => clearTimeout(timer));
  }
}
