import { CompiledQuery, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  ActivityEntry,
  ProgramStat,
  Registration,
  RegistrationData,
  StatusCount,
} from '@blueprint/contract/api/registrations';
import { PROGRAMS, REGISTRATION_STATUSES, type Program, type RegistrationStatus } from '@blueprint/contract/api/values';
import type { StaffRef } from '@blueprint/contract/api/common';
import type { Database, RegistrationsTable } from '../db/schema';
import { rebuildDayCounts } from './time-zone-days';
import { uuidv7 } from '../db/ids';
import { GroupCommit, type Expiry } from '../speed/group-commit';
import { sharedRead } from '../speed/shared-read';
import { createSearchIndex } from './search-index';
import {
  WALK_FIRST_ROWS,
  applyFilter,
  containsText,
  engineOf,
  followUpKey,
  searchCondition,
  type ResolvedFilter,
  type SearchCondition,
} from './registration-filters';

export type CreateResult = { ok: true; registration: Registration } | { ok: false; reason: 'duplicate' };

/** What a change may set: `note` is added to the history (an empty one adds nothing); `assignee` and
 * `followUpAt` replace (null clears). */
export interface RegistrationChanges {
  status?: RegistrationStatus;
  note?: string;
  assignee?: StaffRef | null;
  followUpAt?: string | null;
}

export type UpdateResult =
  | { ok: true; registration: Registration; changed: boolean; previous: Registration }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'stale'; current: Registration; lastChange?: { at: string; actor: string } };

export interface ListOptions extends Partial<ResolvedFilter> {
  limit: number;
  /** The last id of the previous page: the page holds older registrations (newer ones, oldest first). */
  cursor?: string;
}

type RegistrationRow = Selectable<RegistrationsTable>;
/** What the public insert writes: the team columns (migration 009) keep their defaults. */
type InsertRow = Omit<RegistrationsTable, 'version' | 'assignee_id' | 'assignee_name' | 'follow_up_at'>;

function toRegistration(row: RegistrationRow, duplicates: string[] = []): Registration {
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
    version: Number(row.version),
    assignee: row.assignee_id ? { _id: row.assignee_id, name: row.assignee_name ?? '' } : null,
    followUpAt: row.follow_up_at,
    duplicates,
  };
}

/** The ids, per phone, of the registrations holding it: one query over the phone index for a page. */
async function duplicatesOf(db: Kysely<Database>, rows: RegistrationRow[]): Promise<Map<string, string[]>> {
  const byPhone = new Map<string, string[]>();
  const phones = [...new Set(rows.map((row) => row.phone))];
  if (phones.length === 0) return byPhone;
  const found = await db
    .selectFrom('registrations')
    .select(['id', 'phone'])
    .where('phone', 'in', phones)
    .orderBy('id')
    .execute();
  for (const { id, phone } of found) byPhone.set(phone, [...(byPhone.get(phone) ?? []), id]);
  return byPhone;
}

/** The assignees' names as they are now (a renamed account shows its new name); unknown ids keep the name
 * stored at assignment. */
async function assigneeNames(db: Kysely<Database>, rows: RegistrationRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.assignee_id ? [row.assignee_id] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db.selectFrom('staff_users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(found.map((person) => [person.id, person.name]));
}

async function withDuplicates(db: Kysely<Database>, rows: RegistrationRow[]): Promise<Registration[]> {
  const [byPhone, names] = await Promise.all([duplicatesOf(db, rows), assigneeNames(db, rows)]);
  return rows.map((row) =>
    toRegistration(
      row.assignee_id && names.has(row.assignee_id) ? { ...row, assignee_name: names.get(row.assignee_id)! } : row,
      (byPhone.get(row.phone) ?? []).filter((id) => id !== row.id),
    ),
  );
}

/** The actor of the `created` entry: the visitor, through a form. */
export const FORM_ACTOR: StaffRef = { _id: '', name: 'Registration form' };

type ActivityDetail = Record<string, unknown>;

function toActivity(row: Selectable<Database['registration_activity']>): ActivityEntry {
  return {
    _id: row.id,
    at: row.at,
    actor: { _id: row.actor_id, name: row.actor_name },
    kind: row.kind,
    ...(JSON.parse(row.detail) as ActivityDetail),
  } as ActivityEntry;
}

/** The activity entries a change makes against the row as it was: only what really changes. */
function entriesFor(row: RegistrationRow, changes: RegistrationChanges): { kind: string; detail: ActivityDetail }[] {
  const entries: { kind: string; detail: ActivityDetail }[] = [];
  if (changes.status !== undefined && changes.status !== row.status)
    entries.push({ kind: 'status', detail: { from: row.status, to: changes.status } });
  if (changes.note) entries.push({ kind: 'note', detail: { text: changes.note } });
  if (changes.assignee !== undefined && (changes.assignee?._id ?? null) !== row.assignee_id)
    entries.push({ kind: 'assigned', detail: { to: changes.assignee } });
  if (changes.followUpAt !== undefined && !sameInstant(changes.followUpAt, row.follow_up_at)) {
    entries.push({ kind: 'follow-up', detail: { followUpAt: normalizeInstant(changes.followUpAt) } });
  }
  return entries;
}

/** Stored as UTC ISO 8601 (a client may send any offset), so that text order is time order. */
const normalizeInstant = (value: string | null) => (value === null ? null : new Date(value).toISOString());
const sameInstant = (a: string | null, b: string | null) => normalizeInstant(a) === normalizeInstant(b);

/** The columns a change sets, besides the version. */
function columnsFor(changes: RegistrationChanges, entries: { kind: string }[]) {
  const kinds = new Set(entries.map((entry) => entry.kind));
  return {
    ...(kinds.has('status') ? { status: changes.status } : {}),
    ...(kinds.has('note') ? { note: changes.note } : {}),
    ...(kinds.has('assigned')
      ? { assignee_id: changes.assignee?._id ?? null, assignee_name: changes.assignee?.name ?? null }
      : {}),
    ...(kinds.has('follow-up') ? { follow_up_at: normalizeInstant(changes.followUpAt ?? null) } : {}),
  };
}

function toRow(data: RegistrationData, id: string, createdAt: string): InsertRow {
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

/** What the public insert leaves to the columns' defaults (migration 009). */
const INSERT_DEFAULTS = { version: 1, assignee_id: null, assignee_name: null, follow_up_at: null } as const;

// 13 parameters a row: 500 rows stay well under both engines' limits on bound parameters.
const MAX_ROWS_PER_STATEMENT = 500;

export function createRegistrationsRepository(
  db: Kysely<Database>,
  { writeQueueMax }: { writeQueueMax?: number } = {},
) {
  // Kysely builds a tree with a node per value and compiles it on every call: for a batch of registrations
  // that cost more than the insert itself. The SQL of a batch depends only on how many rows it has, so it
  // is compiled once per size and each batch only binds its values, in the compiler's order: row by row,
  // each row's columns in key order (every row comes from toRow, so every row has the same keys in the same
  // order and no undefined value).
  const insertSql = new Map<number, string>();
  const engine = engineOf(db);
  const searchIndex = createSearchIndex(db, engine);

  /** Inserts up to MAX_ROWS_PER_STATEMENT rows in one statement; returns the ids stored. */
  async function insertStatement(executor: Kysely<Database>, rows: InsertRow[]): Promise<string[]> {
    let text = insertSql.get(rows.length);
    if (text === undefined) {
      text = executor
        .insertInto('registrations')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .compile().sql;
      insertSql.set(rows.length, text);
    }
    const parameters: unknown[] = [];
    for (const row of rows) parameters.push(...(Object.values(row) as unknown[]));
    const result = await executor.executeQuery<{ id: string }>(CompiledQuery.raw(text, parameters));
    return result.rows.map(({ id }) => id);
  }

  /**
   * Inserts rows atomically (group commit's batches, the seed script's); the database adds them to the
   * per-program totals in the same statement (migration 002). A row whose email is already taken (stored before, or earlier in the
   * same batch) is skipped by the unique index: it is not returned.
   */
  async function insertRows(rows: InsertRow[]): Promise<Set<string>> {
    // Up to MAX_ROWS_PER_STATEMENT rows are one statement and so their own transaction.
    if (rows.length <= MAX_ROWS_PER_STATEMENT) return new Set(await insertStatement(db, rows));
    return db.transaction().execute(async (trx) => {
      const inserted = new Set<string>();
      for (let start = 0; start < rows.length; start += MAX_ROWS_PER_STATEMENT) {
        for (const id of await insertStatement(trx, rows.slice(start, start + MAX_ROWS_PER_STATEMENT)))
          inserted.add(id);
      }
      return inserted;
    });
  }

  // A batch (at most GroupCommit's 256 rows) is one statement, answered once its commit is durable.
  const writes = new GroupCommit<InsertRow, boolean>(
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

  const rowOf = (id: string) => db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirst();

  /** The row, locked until the transaction ends on PostgreSQL (SQLite's one writer needs no lock). */
  const lockRow = (trx: Transaction<Database>, id: string) => {
    const query = trx.selectFrom('registrations').selectAll().where('id', '=', id);
    return (engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  };

  async function lastChange(trx: Transaction<Database>, id: string) {
    const row = await trx
      .selectFrom('registration_activity')
      .select(['at', 'actor_name'])
      .where('registration_id', '=', id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && { at: row.at, actor: row.actor_name };
  }

  async function insertActivity(
    trx: Transaction<Database>,
    entries: { registrationId: string; kind: string; detail: ActivityDetail }[],
    actor: StaffRef,
  ) {
    // 7 parameters a row: 500 rows (a bulk change's most) at a time stay under both engines' limits.
    for (let start = 0; start < entries.length; start += 500) {
      const values = entries.slice(start, start + 500).map((entry) => {
        const { id, ms } = uuidv7();
        return {
          id,
          registration_id: entry.registrationId,
          at: new Date(ms).toISOString(),
          actor_id: actor._id,
          actor_name: actor.name,
          kind: entry.kind,
          detail: JSON.stringify(entry.detail),
        };
      });
      await trx.insertInto('registration_activity').values(values).execute();
    }
  }

  return {
    /** Resolves after the commit that holds this registration; a taken email is `duplicate`. Rejects,
     * storing nothing, when the queue is full (QueueFullError) or `expiry` fires before its commit starts. */
    async create(data: RegistrationData, expiry?: Expiry): Promise<CreateResult> {
      const { id, ms } = uuidv7();
      const row = toRow(data, id, new Date(ms).toISOString());
      const ok = await writes.submit(row, expiry);
      if (!ok) return { ok: false, reason: 'duplicate' };
      // With the defaults the insert left to the database; duplicates are not looked for here (the public
      // insert stays one statement): the staff reads find them. Object.assign, not a spread: V8 copies this
      // object much faster so (docs/decisions/2026-11-27-group-commit.md).
      return { ok: true, registration: toRegistration(Object.assign({}, row, INSERT_DEFAULTS)) };
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
      const page = async (rows: RegistrationRow[]) => {
        const data = rows.slice(0, limit);
        return {
          data: await withDuplicates(db, data),
          nextCursor: rows.length > limit ? (data.at(-1)?.id ?? null) : null,
        };
      };
      // The rows in order from the cursor on, filtered by all but the search (and by it, when given).
      const inOrder = (size: number, search?: SearchCondition) => {
        const filtered = applyFilter(db.selectFrom('registrations').selectAll(), filter, search).limit(size);
        if (sort === 'followUp') {
          // Soonest follow-up first, undated last; the cursor's row says where its page ended.
          let query = filtered.orderBy(followUpKey).orderBy('id', 'asc');
          if (cursor) {
            const at = db.selectFrom('registrations as c').select(followUpKey.as('key')).where('c.id', '=', cursor);
            query = query.where((eb) =>
              eb.or([eb(followUpKey, '>', at), eb.and([eb(followUpKey, '=', at), eb('id', '>', cursor)])]),
            );
          }
          return query;
        }
        let query = filtered.orderBy('id', order);
        if (cursor) query = query.where('id', order === 'desc' ? '<' : '>', cursor);
        return query;
      };
      if (text && sort !== 'followUp' && limit < WALK_FIRST_ROWS / 10) {
        // A full page among the next rows is the page: no row after them can come before it.
        const rows = await db
          .selectFrom(inOrder(WALK_FIRST_ROWS).as('next'))
          .selectAll()
          .where(containsText(text))
          .orderBy('id', order)
          .limit(limit + 1)
          .execute();
        if (rows.length > limit) return page(rows);
      }
      const search = text ? await searchCondition(db, engine, text, searchIndex) : undefined;
      return page(await inOrder(limit + 1, search).execute());
    },

    /** The filtered registrations in pages, for the CSV export (oldest first unless told): memory stays
     * flat however many rows there are. */
    async *streamAll(
      filter: Omit<ListOptions, 'limit' | 'cursor'> = {},
      pageSize = 1000,
    ): AsyncGenerator<Registration> {
      let cursor: string | undefined;
      for (;;) {
        const page = await this.list({ sort: 'oldest', ...filter, limit: pageSize, cursor });
        yield* page.data;
        if (!page.nextCursor) return;
        cursor = page.nextCursor;
      }
    },

    /**
     * Applies a change and writes its activity entries, in one transaction. With `expectedVersion`, only to
     * that version (else `stale`, with the current registration and its last change). The update is
     * conditional on the version read, so two racing changes cannot both apply to one version. A change
     * that changes nothing (the same status, an empty note) bumps nothing.
     */
    async update(
      id: string,
      changes: RegistrationChanges,
      actor: StaffRef,
      expectedVersion?: number,
    ): Promise<UpdateResult> {
      const result = await db.transaction().execute(async (trx): Promise<UpdateResult | 'retry'> => {
        const row = await lockRow(trx, id);
        if (!row) return { ok: false, reason: 'missing' };
        if (expectedVersion !== undefined && Number(row.version) !== expectedVersion) {
          return { ok: false, reason: 'stale', current: toRegistration(row), lastChange: await lastChange(trx, id) };
        }
        const entries = entriesFor(row, changes);
        if (entries.length === 0)
          return { ok: true, registration: toRegistration(row), changed: false, previous: toRegistration(row) };
        const updated = await trx
          .updateTable('registrations')
          .set((eb) => ({ ...columnsFor(changes, entries), version: eb('version', '+', 1) }))
          .where('id', '=', id)
          .where('version', '=', row.version)
          .returningAll()
          .executeTakeFirst();
        if (!updated) return 'retry';
        await insertActivity(
          trx,
          entries.map((entry) => ({ ...entry, registrationId: id })),
          actor,
        );
        return { ok: true, registration: toRegistration(updated), changed: true, previous: toRegistration(row) };
      });
      if (result === 'retry') return this.update(id, changes, actor, expectedVersion);
      if (!result.ok) {
        if (result.reason === 'stale') {
          const row = await rowOf(id);
          if (row) result.current = (await withDuplicates(db, [row]))[0] ?? result.current;
        }
        return result;
      }
      return { ...result, registration: await this.withDuplicates(result.registration) };
    },

    /** One status and/or assignee for many registrations: one update, each changed row with its activity
     * entries; rows already so (and unknown ids) are left alone. The changed registrations, in id order, each
     * with what it was before. */
    async bulk(
      ids: string[],
      changes: Pick<RegistrationChanges, 'status' | 'assignee'>,
      actor: StaffRef,
    ): Promise<{ registration: Registration; previous: Registration }[]> {
      const unique = [...new Set(ids)].sort();
      const changed = await db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('registrations').selectAll().where('id', 'in', unique).orderBy('id');
        if (engine === 'postgres') query = query.forUpdate();
        const rows = await query.execute();
        const work = rows
          .map((row) => ({ row, entries: entriesFor(row, changes) }))
          .filter(({ entries }) => entries.length > 0);
        const out: RegistrationRow[] = [];
        // Rows differ in what changes (one has the status already): one statement per distinct change.
        const groups = new Map<string, typeof work>();
        for (const item of work) {
          const key = item.entries.map((entry) => entry.kind).join(',');
          groups.set(key, [...(groups.get(key) ?? []), item]);
        }
        for (const group of groups.values()) {
          const updated = await trx
            .updateTable('registrations')
            .set((eb) => ({ ...columnsFor(changes, group[0]!.entries), version: eb('version', '+', 1) }))
            .where(
              'id',
              'in',
              group.map(({ row }) => row.id),
            )
            .returningAll()
            .execute();
          out.push(...updated);
        }
        await insertActivity(
          trx,
          work.flatMap(({ row, entries }) => entries.map((entry) => ({ ...entry, registrationId: row.id }))),
          actor,
        );
        return {
          rows: out.sort((a, b) => (a.id < b.id ? -1 : 1)),
          before: new Map(work.map(({ row }) => [row.id, toRegistration(row)])),
        };
      });
      const registrations = await withDuplicates(db, changed.rows);
      return registrations.map((registration) => ({ registration, previous: changed.before.get(registration._id)! }));
    },

    /** Every change of a registration with who and when, newest first, ending with its creation (read
     * from the registration: the insert writes no activity row); undefined for an unknown id. */
    async activity(id: string): Promise<ActivityEntry[] | undefined> {
      const row = await db
        .selectFrom('registrations')
        .select(['id', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const rows = await db
        .selectFrom('registration_activity')
        .selectAll()
        .where('registration_id', '=', id)
        .orderBy('id', 'desc')
        .execute();
      return [...rows.map(toActivity), { _id: row.id, at: row.created_at, actor: FORM_ACTOR, kind: 'created' }];
    },

    /** A registration with its duplicates found. */
    async withDuplicates(registration: Registration): Promise<Registration> {
      const row = await rowOf(registration._id);
      return row ? ((await withDuplicates(db, [row]))[0] ?? registration) : registration;
    },

    /** Counts registrations by day of this time zone from now on (done once at start when it changed). */
    useTimeZone: (timeZone: string) => rebuildDayCounts(db, engine, timeZone),

    /** Erases a registration. The database takes it out of the totals, the timeline and the search index
     * in the same statement (migrations 003 and 004), and its email is free again. */
    async remove(id: string): Promise<{ _id: string; program: Program } | undefined> {
      const row = await db
        .deleteFrom('registrations')
        .where('id', '=', id)
        .returning(['id', 'program'])
        .executeTakeFirst();
      return row && { _id: row.id, program: row.program as Program };
    },

    /** Registrations per day (the institute's time zone) and program from `from` to `to` (inclusive), days with none left out. */
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
      const row = await rowOf(id);
      return row && (await withDuplicates(db, [row]))[0];
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
