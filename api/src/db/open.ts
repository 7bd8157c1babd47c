import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate';
import type { Database, Engine } from './schema';

export interface DatabaseHandle {
  engine: Engine;
  db: Kysely<Database>;
  /** True when the database answers a trivial query in time. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

export class DatabaseInUseError extends Error {}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openSqlite(options.dataDir);
  try {
    await migrateToLatest(handle.db as Kysely<unknown>, handle.engine);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

function openSqlite(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'blueprint.sqlite');
  const sqlite = new BetterSqlite3(file, { timeout: 3000 });
  try {
    // Exclusive locking before WAL: this process holds the file lock for as long as it runs (the kernel
    // drops it if the process dies), so a second API process on the same DATA_DIR cannot open it.
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.pragma('journal_mode = WAL');
    // FULL: the WAL is synced at every commit, so an acknowledged registration survives a power cut too.
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    sqlite.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DatabaseInUseError(`${file} is in use by another API process (one process per DATA_DIR)`);
    }
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    engine: 'sqlite',
    db,
    async ping() {
      try {
        sqlite.prepare('select 1').get();
        return true;
      } catch {
        return false;
      }
    },
    close: once(() => db.destroy()),
  };
}

/**
 * Kysely prepares every query anew; preparing costs more than running a small query. The same SQL text
 * gets the same prepared statement (Kysely runs one query at a time on this connection, so sharing is safe).
 */
function withStatementCache(sqlite: BetterSqlite3.Database) {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size < 1000) statements.set(sql, statement);
      }
      return statement;
    },
  };
}

function openPostgres(connectionString: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    engine: 'postgres',
    db,
    async ping(timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([sql`select 1`.execute(db).then(() => true as const), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    close: once(() => db.destroy()),
  };
}

/** Closing twice (a health test, then the app's own close) closes once. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
