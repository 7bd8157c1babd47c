import { privateDirectory, privateFile } from '../lib/private-files';
import path from 'node:path';
import {
  Kysely,
  PostgresDialect,
  sql,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate';
import type { Database, Engine } from './schema';
import { openSqliteFile, sqliteDialect } from './sqlite';

export interface DatabaseHandle {
  engine: Engine;
  db: Kysely<Database>;
  /** True when the database answers a trivial query in time. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** True when the database commits a small write in time (not a full disk, a read-only file or a lock). */
  writable(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /** The embedded database only: an online copy into `file` while it keeps serving (SQLite's backup API). */
  backup?: (file: string) => Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** PostgreSQL's statement_timeout (a stalled statement fails instead of holding its request) and SQLite's
   * busy_timeout. */
  statementTimeoutMs?: number;
}

export class DatabaseInUseError extends Error {}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const timeoutMs = options.statementTimeoutMs ?? 5000;
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, timeoutMs)
    : await openSqlite(options.dataDir, timeoutMs);
  try {
    await migrateToLatest(handle.db as Kysely<unknown>, handle.engine);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function openSqlite(dataDir: string, busyTimeoutMs: number): Promise<DatabaseHandle> {
  privateDirectory(dataDir);
  const file = path.join(dataDir, 'blueprint.sqlite');
  privateFile(file);
  let sqlite: ReturnType<typeof openSqliteFile>;
  try {
    sqlite = openSqliteFile(file, { busyTimeoutMs });
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DatabaseInUseError(`${file} is in use by another API process (one process per DATA_DIR)`);
    }
    throw error;
  }
  const db = new Kysely<Database>({ dialect: sqliteDialect(sqlite, { waitTimeoutMs: busyTimeoutMs }) });
  return {
    ...handleOf('sqlite', db),
    backup: async (target) => {
      await sqlite.backup(target);
    },
  };
}

function openPostgres(connectionString: string, max: number, statementTimeoutMs: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: Math.min(5000, statementTimeoutMs),
    // Set on each connection: a statement stalled on a lock or a busy server is cancelled by the server.
    statement_timeout: statementTimeoutMs,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
  return handleOf('postgres', db);
}

/** What both engines' handles have in common: the same checks and one close. */
function handleOf(engine: Engine, db: Kysely<Database>): DatabaseHandle {
  return {
    engine,
    db,
    ping: (timeoutMs) => answers(db, timeoutMs),
    writable: (timeoutMs) => commits(db, timeoutMs),
    close: once(() => db.destroy()),
  };
}

/**
 * PostgreSQL parses and plans an unnamed statement on every call, which costs more than running the small
 * queries the API makes. Each distinct SQL text gets a name, sent the way pg documents for prepared
 * statements (`{name, text, values}`), so each connection prepares it once. At most 1,000 names: past them
 * a text goes unnamed, as Kysely would send it.
 */
function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < 1000) {
      name = `blueprint_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    connect: async () => new NamedStatementClient(await pool.connect(), nameOf),
    end: () => pool.end(),
  };
}

/** The client Kysely's PostgresDialect is given: its queries as named statements, no cursors (pages are read
 * by key). */
class NamedStatementClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly nameOf: (text: string) => string | undefined,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== 'string') throw new Error('streaming is not supported: read in pages');
    return this.client
      .query<R & pg.QueryResultRow>({ name: this.nameOf(sql), text: sql, values: [...(parameters ?? [])] })
      .then((result) => ({
        // pg reports the statement's command word; Kysely reads affected rows from INSERT, UPDATE, DELETE, MERGE.
        command: result.command as PostgresQueryResult<R>['command'],
        rowCount: result.rowCount ?? 0,
        rows: result.rows,
      }));
  }

  release(): void {
    this.client.release();
  }
}

/** True when the database answers a trivial query within the time. */
const answers = (db: Kysely<Database>, timeoutMs?: number) => inTime(sql`select 1`.execute(db), timeoutMs);

// The write probe: one row of staff_sessions, revoked and expired since 1970, so no token can ever use it.
const PROBE_ID = '00000000-0000-7000-8000-000000000000';
const EPOCH = new Date(0).toISOString();

/** True when the database commits a one-row write within the time. */
const commits = (db: Kysely<Database>, timeoutMs?: number) =>
  inTime(
    db
      .insertInto('staff_sessions')
      .values({ id: PROBE_ID, created_at: new Date().toISOString(), expires_at: EPOCH, revoked_at: EPOCH })
      .onConflict((oc) => oc.column('id').doUpdateSet({ created_at: new Date().toISOString() }))
      .execute(),
    timeoutMs,
  );

async function inTime(work: Promise<unknown>, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([work.then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Closing twice (a health test, then the app's own close) closes once. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
