import { CompiledQuery, type Kysely } from 'kysely';
import type { RegistrationData } from '@blueprint/shared/validation';
import { PROGRAMS, type Program, type ProgramStat, type Registration } from '@blueprint/shared/types';
import type { Database, RegistrationsTable } from '../db/schema';
import { uuidv7 } from '../db/ids';
import { GroupCommit } from '../speed/group-commit';
import { sharedRead } from '../speed/shared-read';
import { toPage } from './page';

export type CreateResult = { ok: true; registration: Registration } | { ok: false; reason: 'duplicate' };

export interface ListOptions {
  program?: Program;
  limit: number;
  /** The last id of the previous page: the page holds older registrations. */
  cursor?: string;
}

function toRegistration(row: RegistrationsTable): Registration {
  return {
    _id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    program: row.program as Program,
    course: row.course,
    qualification: row.qualification,
    college: row.college,
    graduationYear: Number(row.graduation_year),
    message: row.message,
    createdAt: row.created_at,
  };
}

function toRow(data: RegistrationData, id: string, createdAt: string): RegistrationsTable {
  return {
    id,
    full_name: data.fullName,
    email: data.email,
    phone: data.phone,
    program: data.program,
    course: data.course,
    qualification: data.qualification,
    college: data.college,
    graduation_year: data.graduationYear,
    message: data.message,
    created_at: createdAt,
  };
}

// 11 parameters a row: 500 rows stay well under both engines' limits on bound parameters.
const MAX_ROWS_PER_STATEMENT = 500;

export function createRegistrationsRepository(db: Kysely<Database>) {
  // Kysely builds a tree with a node per value and compiles it on every call: for a batch of registrations
  // that cost more than the insert itself. The SQL of a batch depends only on how many rows it has, so it
  // is compiled once per size and each batch only binds its values, in the compiler's order: row by row,
  // each row's columns in key order (every row comes from toRow, so every row has the same keys in the same
  // order and no undefined value).
  const insertSql = new Map<number, string>();

  /** Inserts up to MAX_ROWS_PER_STATEMENT rows in one statement; returns the ids stored. */
  async function insertStatement(executor: Kysely<Database>, rows: RegistrationsTable[]): Promise<string[]> {
    let text = insertSql.get(rows.length);
    if (text === undefined) {
      text = executor.insertInto('registrations').values(rows).onConflict((oc) => oc.doNothing()).returning('id').compile().sql;
      insertSql.set(rows.length, text);
    }
    const parameters: unknown[] = [];
    for (const row of rows) parameters.push(...Object.values(row));
    const result = await executor.executeQuery<{ id: string }>(CompiledQuery.raw(text, parameters));
    return result.rows.map(({ id }) => id);
  }

  /**
   * Inserts rows atomically; the database adds them to the per-program totals in the same statement
   * (migration 002). A row whose email is already taken (stored before, or earlier in the same batch) is
   * skipped by the unique index: it is not returned.
   */
  async function insertRows(rows: RegistrationsTable[]): Promise<Set<string>> {
    // The common case, a batch of live registrations, is one statement and so its own transaction.
    if (rows.length <= MAX_ROWS_PER_STATEMENT) return new Set(await insertStatement(db, rows));
    return db.transaction().execute(async (trx) => {
      const inserted = new Set<string>();
      for (let start = 0; start < rows.length; start += MAX_ROWS_PER_STATEMENT) {
        for (const id of await insertStatement(trx, rows.slice(start, start + MAX_ROWS_PER_STATEMENT))) inserted.add(id);
      }
      return inserted;
    });
  }

  const writes = new GroupCommit<RegistrationsTable, boolean>(async (rows) => {
    const inserted = await insertRows(rows);
    return rows.map((row) => inserted.has(row.id));
  });

  // Every dashboard asks for these: concurrent callers share a read (never one older than their call).
  const stats = sharedRead(async (): Promise<ProgramStat[]> => {
    const rows = await db.selectFrom('program_counts').select(['program', 'total']).execute();
    const totals = new Map(rows.map((row) => [row.program, Number(row.total)]));
    return PROGRAMS.map((program) => ({ _id: program, count: totals.get(program) ?? 0 }));
  });
  const version = sharedRead(async (program: Program | undefined): Promise<number> => {
    let query = db.selectFrom('program_counts').select((eb) => eb.fn.sum<number | string>('version').as('version'));
    if (program) query = query.where('program', '=', program);
    const row = await query.executeTakeFirst();
    return Number(row?.version ?? 0);
  });

  return {
    /** Resolves after the commit that holds this registration; a taken email is `duplicate`. */
    async create(data: RegistrationData): Promise<CreateResult> {
      const { id, ms } = uuidv7();
      const row = toRow(data, id, new Date(ms).toISOString());
      const ok = await writes.submit(row);
      return ok ? { ok: true, registration: toRegistration(row) } : { ok: false, reason: 'duplicate' };
    },

    /** Bulk insert for the seed script; returns how many were new. */
    async createMany(items: { data: RegistrationData; createdAt?: Date }[]): Promise<number> {
      const rows = items.map(({ data, createdAt }) => {
        const { id, ms } = uuidv7(createdAt?.getTime());
        return toRow(data, id, new Date(ms).toISOString());
      });
      return (await insertRows(rows)).size;
    },

    async list({ program, limit, cursor }: ListOptions) {
      let query = db.selectFrom('registrations').selectAll().orderBy('id', 'desc').limit(limit + 1);
      if (program) query = query.where('program', '=', program);
      if (cursor) query = query.where('id', '<', cursor);
      return toPage(await query.execute(), limit, toRegistration);
    },

    /** Oldest first, in pages, for the CSV export: memory stays flat however many rows there are. */
    async *streamAll(program?: Program, pageSize = 1000): AsyncGenerator<Registration> {
      let after: string | undefined;
      for (;;) {
        let query = db.selectFrom('registrations').selectAll().orderBy('id', 'asc').limit(pageSize);
        if (program) query = query.where('program', '=', program);
        if (after) query = query.where('id', '>', after);
        const rows = await query.execute();
        for (const row of rows) yield toRegistration(row);
        if (rows.length < pageSize) return;
        after = rows.at(-1)!.id;
      }
    },

    async findById(id: string): Promise<Registration | undefined> {
      const row = await db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRegistration(row);
    },

    /** All four programs, zeros included: four rows of totals, whatever the number of registrations. */
    stats: () => stats(undefined),

    /** Grows with every change to the registrations (of one program): the first-page cache's tag. */
    version: (program?: Program) => version(program),

    /** Settles every write already accepted (graceful shutdown). */
    drain: () => writes.drain(),
  };
}

export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;
