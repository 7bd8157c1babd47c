import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { TransactionGate } from '../speed/transaction-gate';
import type { WorkerReply, WorkerRequest } from './sqlite-protocol';

export class SqliteOpenError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The embedded database's thread (sqlite-worker.ts), and the queries sent to it that await an answer. */
export class SqliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private gone: Error | undefined;
  private closing: Promise<void> | undefined;
  private readonly ready: Promise<void>;

  /** Starts the thread and resolves once it holds the database open (or rejects with why it cannot). */
  static async start(file: string, { busyTimeoutMs = 5000 }: { busyTimeoutMs?: number } = {}): Promise<SqliteThread> {
    const thread = new SqliteThread(file, busyTimeoutMs);
    await thread.ready;
    return thread;
  }

  private constructor(
    file: string,
    /** Also how long a query waits for another's transaction (speed/transaction-gate.ts). */
    readonly busyTimeoutMs: number,
  ) {
    // From the sources (tests, `tsx watch`) the thread is TypeScript too; the build bundles it beside the server.
    const source = __filename.endsWith('.ts');
    this.worker = new Worker(path.join(__dirname, source ? 'sqlite-worker.ts' : 'sqlite-worker.cjs'), {
      workerData: { file, busyTimeoutMs },
      execArgv: source ? ['--require', require.resolve('tsx/cjs')] : [],
    });
    this.ready = new Promise((resolve, reject) => {
      this.pending.set(0, {
        resolve: (reply) => (reply.error ? reject(new SqliteOpenError(reply.error.message, reply.error.code)) : resolve()),
        reject,
      });
    });
    this.worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    // A thread that dies takes no query with it silently: everything waiting, and everything after, fails.
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  private fail(error: Error) {
    this.gone ??= error;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  private send(request: WorkerRequest): Promise<WorkerReply> {
    if (this.gone) return Promise.reject(this.gone);
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }

  async execute<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.send({ id: this.nextId++, sql, parameters });
    if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
    if (reply.rows) return { rows: reply.rows as R[] };
    return { rows: [], numAffectedRows: BigInt(reply.changes ?? 0), insertId: reply.lastInsertRowid };
  }

  /** Closes the database, then ends the thread; twice is once. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.gone) await this.send({ id: this.nextId++, close: true }).catch(() => {});
      this.fail(new Error('the database is closed'));
      await this.worker.terminate();
    })();
    return this.closing;
  }
}

/** Kysely's SQLite dialect (its compiler, adapter and introspector), with queries run on the thread. */
export class SqliteThreadDialect extends SqliteDialect {
  constructor(private readonly thread: SqliteThread) {
    super({ database: {} as never });
  }

  override createDriver(): Driver {
    return new SqliteThreadDriver(this.thread);
  }
}

/** Queries are sent to the thread at once; a transaction holds the others back (speed/transaction-gate.ts). */
class SqliteThreadDriver implements Driver {
  private readonly gate: TransactionGate<DatabaseConnection>;

  constructor(private readonly thread: SqliteThread) {
    this.gate = new TransactionGate(thread.busyTimeoutMs);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection: DatabaseConnection = {
      // Sent in the same tick as the check: nothing can begin a transaction in between.
      executeQuery: (query) => {
        const wait = this.gate.waitFor(connection);
        return wait ? wait.then(() => connection.executeQuery(query)) : this.thread.execute(query);
      },
      streamQuery: () => {
        throw new Error('streaming is not supported: read in pages');
      },
    };
    return connection;
  }

  async releaseConnection() {}

  async beginTransaction(connection: DatabaseConnection) {
    await this.gate.take(connection);
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await this.endTransaction(connection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await this.endTransaction(connection, 'rollback');
  }

  private async endTransaction(connection: DatabaseConnection, statement: 'commit' | 'rollback') {
    try {
      await connection.executeQuery(CompiledQuery.raw(statement));
    } finally {
      this.gate.release();
    }
  }

  async destroy() {
    await this.thread.close();
  }
}
