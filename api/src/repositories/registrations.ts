import { CompiledQuery, type Kysely } from 'kysely';
import type { RegistrationData } from '@blueprint/shared/validation';
import {
  PROGRAMS,
  REGISTRATION_STATUSES,
  type Program,
  type ProgramStat,
  type Registration,
  type RegistrationStatus,
  type StatusCount,
} from '@blueprint/shared/types';
import type { Database, RegistrationsTable } from '../db/schema';
import { uuidv7 } from '../db/ids';
import { GroupCommit, type Expiry } from '../speed/group-commit';
import { sharedRead } from '../speed/shared-read';
import { toPage } from './page';
import { createSearchIndex } from './search-index';
import {
  WALK_FIRST_ROWS,
  applyFilter,
  containsText,
  engineOf,
  searchCondition,
  type RegistrationFilter,
  type SearchCondition,
} from './registration-filters';

export type CreateResult = { ok: true; registration: Registration } | { ok: false; reason: 'duplicate' };

export interface ListOptions extends Partial<RegistrationFilter> {
  limit: number;
  /** The last id of the previous page: the page holds older registrations (newer ones, oldest first). */
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
    status: row.status as RegistrationStatus,
    note: row.note,
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
    status: 'new',
    note: '',
  };
}

// 13 parameters a row: 500 rows stay well under both engines' limits on bound parameters.
const MAX_ROWS_PER_STATEMENT = 500;

export function createRegistrationsRepository(db: Kysely<Database>, { writeQueueMax }: { writeQueueMax?: number } = {}) {
  // Kysely builds a tree with a node per value and compiles it on every call: for a batch of registrations
  // that cost more than the insert itself. The SQL of a batch depends only on how many rows it has, so it
  // is compiled once per size and each batch only binds its values, in the compiler's order: row by row,
  // each row's columns in key order (every row comes from toRow, so every row has the same keys in the same
  // order and no undefined value).
  const insertSql = new Map<number, string>();
  const engine = engineOf(db);
  const searchIndex = createSearchIndex(db, engine);

  /** Inserts up to MAX_ROWS_PER_STATEMENT rows in one statement; returns the ids stored. */
  async function insertStatement(executor: Kysely<Database>, rows: RegistrationsTable[]): Promise<string[]> {
    let text = insertSql.get(rows.length);
    if (text === undefined) {
      text = executor.insertInto('registrations').values(rows).onConflict((oc) => oc.doNothing()).returning('id').compile().sql;
      insertSql.set(rows.length, text);
    }
    const parameters: unknown[] = [];
    for (const row of rows) parameters.push(...(Object.values(row) as unknown[]));
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

  const writes = new GroupCommit<RegistrationsTable, boolean>(
    async (rows) => {
      const inserted = await insertRows(rows);
      return rows.map((row) => inserted.has(row.id));
    },
    { maxQueue: writeQueueMax },
  );

  // Every dashboard asks for these: concurrent callers share a read (never one older than their call).
  const stats = sharedRead(async (): Promise<ProgramStat[]> => {
    const rows = await db.selectFrom('program_counts').select(['program', 'total']).execute();
    const totals = new Map(rows.map((row) => [row.program, Number(row.total)]));
    return PROGRAMS.map((program) => ({ _id: program, count: totals.get(program) ?? 0 }));
  });
  // One walk of the (status, id) index (migration 004): four groups, however many rows.
  const statusCounts = sharedRead(async (): Promise<StatusCount[]> => {
    const rows = await db
      .selectFrom('registrations')
      .select((eb) => ['status', eb.fn.countAll<number | string>().as('total')])
      .groupBy('status')
      .execute();
    const totals = new Map(rows.map((row) => [row.status, Number(row.total)]));
    return REGISTRATION_STATUSES.map((status) => ({ _id: status, count: totals.get(status) ?? 0 }));
  });
  const version = sharedRead(async (program: Program | undefined): Promise<number> => {
    let query = db.selectFrom('program_counts').select((eb) => eb.fn.sum<number | string>('version').as('version'));
    if (program) query = query.where('program', '=', program);
    const row = await query.executeTakeFirst();
    return Number(row?.version ?? 0);
  });

  return {
    /** Resolves after the commit that holds this registration; a taken email is `duplicate`. Rejects,
     * storing nothing, when the queue is full (QueueFullError) or `expiry` fires before its commit starts. */
    async create(data: RegistrationData, expiry?: Expiry): Promise<CreateResult> {
      const { id, ms } = uuidv7();
      const row = toRow(data, id, new Date(ms).toISOString());
      const ok = await writes.submit(row, expiry);
      return ok ? { ok: true, registration: toRegistration(row) } : { ok: false, reason: 'duplicate' };
    },

    /** Bulk insert for the seed script; returns how many were new, once they are searchable too. */
    async createMany(items: { data: RegistrationData; createdAt?: Date }[]): Promise<number> {
      const rows = items.map(({ data, createdAt }) => {
        const { id, ms } = uuidv7(createdAt?.getTime());
        return toRow(data, id, new Date(ms).toISOString());
      });
      const added = (await insertRows(rows)).size;
      await searchIndex.catchUp();
      return added;
    },

    /** A page of the filtered registrations, newest first unless `sort` is `oldest`. */
    async list({ limit, cursor, sort = 'newest', q, ...filter }: ListOptions) {
      const order = sort === 'newest' ? 'desc' : 'asc';
      const text = q?.trim();
      // The rows in order from the cursor on, filtered by all but the search (and by it, when given).
      const inOrder = (size: number, search?: SearchCondition) => {
        let query = applyFilter(db.selectFrom('registrations').selectAll(), filter, search).orderBy('id', order).limit(size);
        if (cursor) query = query.where('id', order === 'desc' ? '<' : '>', cursor);
        return query;
      };
      if (text && limit < WALK_FIRST_ROWS / 10) {
        // A full page among the next rows is the page: no row after them can come before it.
        const rows = await db
          .selectFrom(inOrder(WALK_FIRST_ROWS).as('next'))
          .selectAll()
          .where(containsText(text))
          .orderBy('id', order)
          .limit(limit + 1)
          .execute();
        if (rows.length > limit) return toPage(rows, limit, toRegistration);
      }
      const search = text ? await searchCondition(db, engine, text, searchIndex) : undefined;
      return toPage(await inOrder(limit + 1, search).execute(), limit, toRegistration);
    },

    /** The filtered registrations in pages, for the CSV export (oldest first unless told): memory stays
     * flat however many rows there are. */
    async *streamAll(filter: Partial<RegistrationFilter> = {}, pageSize = 1000): AsyncGenerator<Registration> {
      let cursor: string | undefined;
      for (;;) {
        const page = await this.list({ sort: 'oldest', ...filter, limit: pageSize, cursor });
        yield* page.data;
        if (!page.nextCursor) return;
        cursor = page.nextCursor;
      }
    },

    /** Sets the status and/or the note; undefined when there is no such registration. */
    async update(id: string, changes: { status?: RegistrationStatus; note?: string }): Promise<Registration | undefined> {
      const row = await db.updateTable('registrations').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
      return row && toRegistration(row);
    },

    /** Erases a registration. The database takes it out of the totals, the timeline and the search index
     * in the same statement (migrations 003 and 004), and its email is free again. */
    async remove(id: string): Promise<{ _id: string; program: Program } | undefined> {
      const row = await db.deleteFrom('registrations').where('id', '=', id).returning(['id', 'program']).executeTakeFirst();
      return row && { _id: row.id, program: row.program as Program };
    },

    /** Registrations per UTC day and program from `from` to `to` (inclusive), days with none left out. */
    async perDay(from: string, to: string): Promise<{ day: string; program: Program; total: number }[]> {
      const rows = await db
        .selectFrom('registration_days')
        .select(['day', 'program', 'total'])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .where('total', '>', 0)
        .execute();
      return rows.map((row) => ({ day: row.day, program: row.program as Program, total: Number(row.total) }));
    },

    async findById(id: string): Promise<Registration | undefined> {
      const row = await db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRegistration(row);
    },

    /** All four programs, zeros included: four rows of totals, whatever the number of registrations. */
    stats: () => stats(undefined),

    /** All four follow-up statuses, zeros included: a count over the status index, exact at the read. */
    statusCounts: () => statusCounts(undefined),

    /** Grows with every change to the registrations (of one program): the first-page cache's tag. */
    version: (program?: Program) => version(program),

    /** Settles every write already accepted (graceful shutdown). */
    drain: async () => {
      await writes.drain();
      await searchIndex.close();
    },
  };
}

export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;
