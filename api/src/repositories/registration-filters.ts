import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { charCount } from '@blueprint/contract/api/fields';
import type { RegistrationFilter } from '@blueprint/contract/api/registrations';
import type { Database, Engine } from '../db/schema';
import { addDays, dayStart, localDay } from '../lib/time-zone';
import type { SearchIndex } from './search-index';

export type { RegistrationFilter };

/**
 * The list's filters as the repository applies them: days turned into instants of the institute's time
 * zone, `assignee=me` into the caller's id (`null`: nobody), `due` into a range of follow-up instants.
 */
export interface ResolvedFilter {
  q?: string;
  program?: RegistrationFilter['program'];
  status?: RegistrationFilter['status'];
  sort: 'newest' | 'oldest' | 'followUp';
  /** From this instant (ms), inclusive. */
  fromMs?: number;
  /** Before this instant (ms). */
  beforeMs?: number;
  assigneeId?: string | null;
  /** Follow-up at or after / before these UTC ISO instants. */
  followUpFrom?: string;
  followUpBefore?: string;
}

/** A query's filters, resolved against the caller, the time zone and the clock. */
export function resolveFilter(
  query: Omit<RegistrationFilter, 'assignee' | 'due'> & { assignee?: string; due?: 'overdue' | 'today' | 'week' },
  { actorId, timeZone, now = Date.now() }: { actorId: string; timeZone: string; now?: number },
): ResolvedFilter {
  const { from, to, assignee, due, ...rest } = query;
  const resolved: ResolvedFilter = { ...rest };
  if (from) resolved.fromMs = dayStart(from, timeZone);
  if (to) resolved.beforeMs = dayStart(nextDay(to), timeZone);
  if (assignee) resolved.assigneeId = assignee === 'me' ? actorId : assignee === 'none' ? null : assignee;
  if (due) {
    const today = localDay(now, timeZone);
    const iso = (ms: number) => new Date(ms).toISOString();
    if (due === 'overdue') resolved.followUpBefore = iso(now);
    else {
      resolved.followUpFrom = iso(dayStart(today, timeZone));
      resolved.followUpBefore = iso(dayStart(addDays(today, due === 'today' ? 1 : 7), timeZone));
    }
  }
  return resolved;
}

/** The follow-up order: soonest first, undated last (`~` sorts after every digit). */
export const followUpKey = sql<string>`coalesce(follow_up_at, '~')`;

/** Which engine a Kysely instance speaks to: the search differs (migration 004). */
export function engineOf(db: Kysely<Database>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * The smallest id made at or after an instant. Ids are UUIDv7 whose first 48 bits are the creation time in
 * milliseconds, the same instant as `created_at` (repositories/registrations.ts makes both from one clock
 * reading), so a date range is a range of the primary key: filtered pages keep paging on it.
 */
export function instantId(ms: number): string {
  const hex = Math.max(0, ms).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}

const nextDay = (day: string) => addDays(day, 1);

/** `%`, `_` and the escape character itself match only themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The text searched: the same expression as the PostgreSQL index (migration 004), so the planner uses it.
const SEARCHED = sql<string>`lower(full_name || ' ' || email || ' ' || phone)`;

/** Above this many matches, a page is found faster by walking the rows in id order than through the index. */
const COMMON = 1000;

export type SearchCondition = RawBuilder<boolean>;

/** `q` tested row by row, as a walk in id order does. */
export const containsText = (q: string): SearchCondition =>
  sql<boolean>`${SEARCHED} like ${likePattern(q.trim().toLowerCase())} escape '\\'`;

/**
 * Most searches match often (a first name, a domain, a few digits): their page is among the next rows in id
 * order. A list reads at most this many rows for it first, in one query, before it asks the index.
 */
export const WALK_FIRST_ROWS = 2000;

/**
 * `q` as a condition: a case-insensitive substring of the name, the email or the phone.
 *
 * With three characters or more, the trigram index (migration 004) is asked first for the matching ids, up
 * to COMMON of them. Few: the page is read by those ids. Many: walking the rows in id order finds a page
 * within a few thousand rows, rather than reading and sorting tens of thousands of matches. Asking first also
 * keeps PostgreSQL's planner from walking the whole key for a rare name, as it did when it guessed how many
 * rows a pattern matches (the figures: api/README.md, "Staff workspace"). Shorter text has no index: it is walked.
 */
export async function searchCondition(
  db: Kysely<Database>,
  engine: Engine,
  q: string,
  index: SearchIndex,
): Promise<SearchCondition> {
  const text = q.trim().toLowerCase();
  const walk = containsText(text);
  if (charCount(text) < 3) return walk;
  await index.catchUp();
  const ids = engine === 'sqlite' ? await sqliteMatches(db, text) : await postgresMatches(db, likePattern(text));
  if (ids.length >= COMMON) return walk;
  // One parameter whatever the number of ids, so the SQL text (and PostgreSQL's prepared statement) is one.
  // SQLite's ids may be a few too many (sqliteMatches): the text decides among them.
  return engine === 'sqlite'
    ? sql<boolean>`id in (select value from json_each(${JSON.stringify(ids)})) and ${walk}`
    : sql<boolean>`id = any(${ids}::text[])`;
}

/**
 * The trigram index has no positions (migration 007): it is asked with LIKE, which FTS5 answers from the
 * index and checks against its copy of the text. Its LIKE takes no ESCAPE clause, so a `%` or `_` typed
 * in the search is a wildcard here: the ids are then a superset, narrowed by the caller's exact condition.
 */
async function sqliteMatches(db: Kysely<Database>, text: string): Promise<string[]> {
  const { rows } = await sql<{
    id: string;
  }>`select id from registrations_search where text like ${`%${text}%`} limit ${COMMON}`.execute(db);
  return rows.map((row) => row.id);
}

/** Through migration 005's function: its plan always asks the trigram index (a generic plan of the same
 * query scanned the whole table). */
async function postgresMatches(db: Kysely<Database>, pattern: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select registrations_matching(${pattern}, ${COMMON}) as id`.execute(db);
  return rows.map((row) => row.id);
}

/** The list's filters as conditions on a query over registrations (`search`: from searchCondition). */
export function applyFilter<O>(
  query: SelectQueryBuilder<Database, 'registrations', O>,
  filter: Omit<Partial<ResolvedFilter>, 'sort' | 'q'>,
  search?: SearchCondition,
): SelectQueryBuilder<Database, 'registrations', O> {
  let filtered = query;
  if (filter.program) filtered = filtered.where('program', '=', filter.program);
  if (filter.status) filtered = filtered.where('status', '=', filter.status);
  if (filter.fromMs !== undefined) filtered = filtered.where('id', '>=', instantId(filter.fromMs));
  if (filter.beforeMs !== undefined) filtered = filtered.where('id', '<', instantId(filter.beforeMs));
  if (filter.assigneeId === null) filtered = filtered.where('assignee_id', 'is', null);
  else if (filter.assigneeId !== undefined) filtered = filtered.where('assignee_id', '=', filter.assigneeId);
  // `follow_up_at is not null` lets either engine use the partial follow-up index (migration 009).
  if (filter.followUpFrom !== undefined || filter.followUpBefore !== undefined)
    filtered = filtered.where('follow_up_at', 'is not', null);
  if (filter.followUpFrom !== undefined) filtered = filtered.where('follow_up_at', '>=', filter.followUpFrom);
  if (filter.followUpBefore !== undefined) filtered = filtered.where('follow_up_at', '<', filter.followUpBefore);
  if (search) filtered = filtered.where(search);
  return filtered;
}
