// The embedded database's engine: SQLite through @photostructure/sqlite, node:sqlite's API as an npm package
// whose binary ships inside it, so nothing compiles at install (docs/decisions/2026-11-27-embedded-sqlite-engine.md).
// Everything else in the API sees only the small connection below, the shape Kysely's SqliteDialect expects.
import { DatabaseSync, backup, type StatementSyncInstance } from '@photostructure/sqlite';

/** A prepared statement, as Kysely's SqliteDialect runs it (parameters as one array). */
export interface SqliteStatement {
  /** It returns rows (a select, or a write with `returning`). */
  readonly reader: boolean;
  /** It certainly writes nothing: the driver syncs the log after the others (src/db/sqlite.ts). */
  readonly readonly: boolean;
  all(parameters: ReadonlyArray<unknown>): unknown[];
  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown>;
}

/** One connection to a database file. Errors carry SQLite's own code names (`SQLITE_BUSY`, `SQLITE_CONSTRAINT_UNIQUE`). */
export interface SqliteConnection {
  /** The database file's absolute path; undefined in memory. */
  readonly file: string | undefined;
  readonly inTransaction: boolean;
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  /** The first value a pragma answers (`pragma('synchronous')` → 2), or undefined. */
  pragma(text: string): unknown;
  /** SQLite's online backup into `target`, page by page off the event loop, while the connection serves. */
  backup(target: string): Promise<void>;
  close(): void;
}

export interface OpenSqliteOptions {
  /** busy_timeout: how long a statement waits for a lock held by another connection before SQLITE_BUSY. */
  busyTimeoutMs?: number;
  /** Read only; the file must exist. */
  readOnly?: boolean;
}

export type OpenSqlite = (file: string, options?: OpenSqliteOptions) => SqliteConnection;

// node:sqlite reports the extended result code as a number; the API, its tests and the PostgreSQL side
// speak of SQLite's names, as better-sqlite3 gave them.
const PRIMARY = [
  'OK',
  'ERROR',
  'INTERNAL',
  'PERM',
  'ABORT',
  'BUSY',
  'LOCKED',
  'NOMEM',
  'READONLY',
  'INTERRUPT',
  'IOERR',
  'CORRUPT',
  'NOTFOUND',
  'FULL',
  'CANTOPEN',
  'PROTOCOL',
  'EMPTY',
  'SCHEMA',
  'TOOBIG',
  'CONSTRAINT',
  'MISMATCH',
  'MISUSE',
  'NOLFS',
  'AUTH',
  'FORMAT',
  'RANGE',
  'NOTADB',
  'NOTICE',
  'WARNING',
];
const EXTENDED: Record<string, string[]> = {
  BUSY: ['', 'RECOVERY', 'SNAPSHOT', 'TIMEOUT'],
  CONSTRAINT: [
    '',
    'CHECK',
    'COMMITHOOK',
    'FOREIGNKEY',
    'FUNCTION',
    'NOTNULL',
    'PRIMARYKEY',
    'TRIGGER',
    'UNIQUE',
    'VTAB',
    'ROWID',
    'PINNED',
    'DATATYPE',
  ],
  IOERR: [
    '',
    'READ',
    'SHORT_READ',
    'WRITE',
    'FSYNC',
    'DIR_FSYNC',
    'TRUNCATE',
    'FSTAT',
    'UNLOCK',
    'RDLOCK',
    'DELETE',
    'BLOCKED',
    'NOMEM',
    'ACCESS',
    'CHECKRESERVEDLOCK',
    'LOCK',
    'CLOSE',
    'DIR_CLOSE',
    'SHMOPEN',
    'SHMSIZE',
    'SHMLOCK',
    'SHMMAP',
    'SEEK',
    'DELETE_NOENT',
    'MMAP',
    'GETTEMPPATH',
    'CONVPATH',
  ],
};

/** `SQLITE_CONSTRAINT_UNIQUE` for 2067: the primary name, and the extended one where it is known. */
export function sqliteCodeName(code: number): string {
  const primary = PRIMARY[code & 0xff] ?? 'ERROR';
  const extended = EXTENDED[primary]?.[code >> 8];
  return extended ? `SQLITE_${primary}_${extended}` : `SQLITE_${primary}`;
}

/** An error of the engine, with SQLite's code name in `code` (or the binding's own code, such as ERR_INVALID_STATE). */
export class SqliteError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SqliteError';
  }
}

// Rethrown as an error of this realm: the binding's come from the main one, which jest's test realm does not
// recognise as Error (instanceof), and the API's error handling asks.
function sqliteError(error: unknown): SqliteError {
  const failure = error as { message?: unknown; code?: unknown; errcode?: unknown };
  const code =
    failure?.code === 'ERR_SQLITE_ERROR' && typeof failure.errcode === 'number'
      ? sqliteCodeName(failure.errcode)
      : failure?.code;
  return new SqliteError(String(failure?.message ?? error), typeof code === 'string' ? code : undefined, {
    cause: error,
  });
}

function call<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw sqliteError(error);
  }
}

// What writes nothing for certain: a select, and the transaction statements (what they commit was written by
// the statements inside). Anything else counts as a write; a wrong guess costs one needless sync, never a missed one.
const READ_ONLY = /^\s*(select|begin|commit|end|rollback|savepoint|release)\b/i;

class Statement implements SqliteStatement {
  readonly reader: boolean;
  readonly readonly: boolean;

  constructor(
    private readonly statement: StatementSyncInstance,
    sql: string,
  ) {
    this.reader = statement.columns().length > 0;
    this.readonly = READ_ONLY.test(sql);
  }

  // node:sqlite's calls take the parameters one by one; Kysely hands them over as one array.
  all(parameters: ReadonlyArray<unknown>) {
    try {
      return this.statement.all(...parameters) as unknown[];
    } catch (error) {
      throw sqliteError(error);
    }
  }

  run(parameters: ReadonlyArray<unknown>) {
    try {
      return this.statement.run(...parameters);
    } catch (error) {
      throw sqliteError(error);
    }
  }

  iterate(parameters: ReadonlyArray<unknown>) {
    return call(() => this.statement.iterate(...parameters) as IterableIterator<unknown>);
  }
}

/**
 * @photostructure/sqlite 1.x (the line that runs on Node 20) does not finalize the statements prepared from
 * JavaScript when it closes, so SQLite keeps the connection, and an exclusive lock with it, until they are
 * garbage-collected: a restart in the same process, or a restore, would find the file locked. So the lock
 * is let go before closing: out of WAL mode (a checkpoint, which the last close makes anyway), back to
 * normal locking, and one read, after which SQLite holds no lock. 2.x (Node 22 and later) finalizes them.
 */
function releaseExclusiveLock(database: InstanceType<typeof DatabaseSync>) {
  try {
    if (database.isTransaction || database.location() === null) return;
    const mode = database.prepare('pragma locking_mode').get() as { locking_mode?: string } | undefined;
    if (mode?.locking_mode !== 'exclusive') return;
    // No wait: a connection that holds the lock gets it at once, and one that never got it has nothing to release.
    database.exec(
      'pragma busy_timeout = 0; pragma journal_mode = DELETE; pragma locking_mode = NORMAL; select count(*) from sqlite_schema',
    );
  } catch {
    // Closing goes on: the lock then lasts until the statements are collected, or the process ends.
  }
}

/** Opens `file` (created if missing, unless read only) with @photostructure/sqlite. */
export const openSqlite: OpenSqlite = (file, { busyTimeoutMs = 5000, readOnly = false } = {}) => {
  const database = call(() => new DatabaseSync(file, { timeout: busyTimeoutMs, readOnly }));
  return {
    file: database.location() ?? undefined,
    get inTransaction() {
      return database.isTransaction;
    },
    prepare: (sql) =>
      new Statement(
        call(() => database.prepare(sql)),
        sql,
      ),
    exec: (sql) => call(() => database.exec(sql)),
    pragma: (text) => {
      const row = call(() => database.prepare(`pragma ${text}`).get() as Record<string, unknown> | undefined);
      return row && Object.values(row)[0];
    },
    backup: async (target) => {
      try {
        await backup(database, target);
      } catch (error) {
        throw sqliteError(error);
      }
    },
    close: () => {
      if (database.isOpen) releaseExclusiveLock(database);
      database.close();
    },
  };
};
