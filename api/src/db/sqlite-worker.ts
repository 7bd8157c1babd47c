// The embedded database's own thread. It holds the only connection to the SQLite file and runs every query
// the API sends it, in order. better-sqlite3 is synchronous: on the main thread each commit's write and
// fsync stopped the event loop, and with them every request in flight.
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import type { WorkerReply, WorkerRequest } from './sqlite-protocol';

const { file, busyTimeoutMs } = workerData as { file: string; busyTimeoutMs: number };
const port = parentPort!;

function open(): BetterSqlite3.Database {
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

// Preparing a statement costs more than running a small query: the same SQL text reuses its statement.
const statements = new Map<string, BetterSqlite3.Statement>();
function prepare(sqlite: BetterSqlite3.Database, sql: string): BetterSqlite3.Statement {
  let statement = statements.get(sql);
  if (!statement) {
    statement = sqlite.prepare(sql);
    if (statements.size < 1000) statements.set(sql, statement);
  }
  return statement;
}

function run(sqlite: BetterSqlite3.Database, { sql, parameters }: Extract<WorkerRequest, { sql: string }>): Omit<WorkerReply, 'id'> {
  const statement = prepare(sqlite, sql);
  if (statement.reader) return { rows: statement.all(parameters) as Record<string, unknown>[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { changes, lastInsertRowid: BigInt(lastInsertRowid) };
}

const failure = (error: unknown) => ({
  error: { message: (error as Error).message ?? String(error), code: (error as { code?: string }).code },
});

function serve(sqlite: BetterSqlite3.Database) {
  port.on('message', (request: WorkerRequest) => {
    if ('close' in request) {
      sqlite.close();
      port.postMessage({ id: request.id } satisfies WorkerReply);
      port.close();
      return;
    }
    let reply: WorkerReply;
    try {
      reply = { id: request.id, ...run(sqlite, request) };
    } catch (error) {
      reply = { id: request.id, ...failure(error) };
    }
    port.postMessage(reply);
  });
}

try {
  const sqlite = open();
  serve(sqlite);
  port.postMessage({ id: 0 } satisfies WorkerReply);
} catch (error) {
  // Nothing listens for queries, so the thread ends once this has been delivered.
  port.postMessage({ id: 0, ...failure(error) } satisfies WorkerReply);
}
