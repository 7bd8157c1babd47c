import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
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

/** `q`: a case-insensitive substring of the name, the email or the phone. */
function searchCondition(text: string, engine: Engine) {
  // SQLite's trigram index needs three characters; shorter text is rare and cheap to scan for (most rows
  // match, so the first page is found early in id order).
  if (engine === 'sqlite' && charCount(text) >= 3) {
    const phrase = `"${text.replace(/"/g, '""')}"`;
    return sql<boolean>`id in (select id from registrations_search where registrations_search match ${phrase})`;
  }
  return sql<boolean>`${SEARCHED} like ${likePattern(text)} escape '\\'`;
}

/** The list's filters as conditions on a query over registrations. */
export function applyFilter<O>(
  query: SelectQueryBuilder<Database, 'registrations', O>,
  filter: Omit<RegistrationFilter, 'sort'>,
  engine: Engine,
): SelectQueryBuilder<Database, 'registrations', O> {
  let filtered = query;
  if (filter.program) filtered = filtered.where('program', '=', filter.program);
  if (filter.status) filtered = filtered.where('status', '=', filter.status);
  if (filter.from) filtered = filtered.where('id', '>=', dayStartId(filter.from));
  if (filter.to) filtered = filtered.where('id', '<', dayStartId(nextDay(filter.to)));
  const text = filter.q?.trim().toLowerCase();
  if (text) filtered = filtered.where(searchCondition(text, engine));
  return filtered;
}
