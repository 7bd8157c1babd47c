import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { charCount, type RegistrationFilter } from '@blueprint/shared/validation';
import type { Database, Engine } from '../db/schema';

export type { RegistrationFilter };

/** Which engine a Kysely instance speaks to: the search differs (migration 004). */
export function engineOf(db: Kysely<Database>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * The smallest id made at or after the start of a UTC day. Ids are UUIDv7 whose first 48 bits are the
 * creation time in milliseconds, the same instant as `created_at` (repositories/registrations.ts makes both
 * from one clock reading), so a date range is a range of the primary key: filtered pages keep paging on it.
 */
export function dayStartId(day: string): string {
  const hex = Date.parse(`${day}T00:00:00.000Z`).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}

export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** `%`, `_` and the escape character itself match only themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The text searched: the same expression as the PostgreSQL index (migration 004), so the planner uses it.
const SEARCHED = sql<string>`lower(full_name || ' ' || email || ' ' || phone)`;

/** Above this many matches, SQLite finds a page faster by walking the rows in id order (below). */
const COMMON = 2000;

export type SearchCondition = RawBuilder<boolean>;

/**
 * `q` as a condition: a case-insensitive substring of the name, the email or the phone.
 *
 * PostgreSQL: its trigram index, whatever the text (the planner weighs it against walking the key).
 * SQLite (one thread serves every query, so each must be short): with three characters or more the trigram
 * index is asked first how many rows match, up to COMMON (under a millisecond). Few: the page is read by id
 * from the index's matches. Many: walking the rows newest first finds a page within a few thousand rows, while
 * reading and sorting tens of thousands of matches took 10-40 ms. Shorter text has no index and is walked.
 */
export async function searchCondition(db: Kysely<Database>, engine: Engine, q: string): Promise<SearchCondition> {
  const text = q.trim().toLowerCase();
  const walk = sql<boolean>`${SEARCHED} like ${likePattern(text)} escape '\\'`;
  if (engine === 'postgres' || charCount(text) < 3) return walk;
  const phrase = `"${text.replace(/"/g, '""')}"`;
  const { rows } = await sql<{ matches: number }>`select count(*) as matches from (
    select 1 from registrations_search where registrations_search match ${phrase} limit ${COMMON}
  )`.execute(db);
  if (Number(rows[0]?.matches ?? 0) >= COMMON) return sql<boolean>`instr(${SEARCHED}, ${text}) > 0`;
  return sql<boolean>`id in (select id from registrations_search where registrations_search match ${phrase})`;
}

/** The list's filters as conditions on a query over registrations (`search`: from searchCondition). */
export function applyFilter<O>(
  query: SelectQueryBuilder<Database, 'registrations', O>,
  filter: Omit<RegistrationFilter, 'sort' | 'q'>,
  search?: SearchCondition,
): SelectQueryBuilder<Database, 'registrations', O> {
  let filtered = query;
  if (filter.program) filtered = filtered.where('program', '=', filter.program);
  if (filter.status) filtered = filtered.where('status', '=', filter.status);
  if (filter.from) filtered = filtered.where('id', '>=', dayStartId(filter.from));
  if (filter.to) filtered = filtered.where('id', '<', dayStartId(nextDay(filter.to)));
  if (search) filtered = filtered.where(search);
  return filtered;
}
