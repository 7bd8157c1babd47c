import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/**
 * Holds a table (registrations unless told) for `ms` milliseconds, as a stuck writer would: on PostgreSQL a transaction
 * that locks the table (other statements wait on the lock until their statement_timeout); on the embedded
 * database an open transaction (its one connection runs nothing else until it ends). Resolves once the
 * stall is in place; `ended` once it is over.
 */
export async function stallDatabase(
  app: FastifyInstance,
  ms: number,
  table: 'registrations' | 'staff_sessions' = 'registrations',
): Promise<{ ended: Promise<void> }> {
  let inPlace!: () => void;
  const placed = new Promise<void>((resolve) => (inPlace = resolve));
  const ended = app.database.db.transaction().execute(async (trx) => {
    if (app.database.engine === 'postgres')
      await sql`lock table ${sql.table(table)} in access exclusive mode`.execute(trx);
    else await sql`select 1`.execute(trx);
    inPlace();
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await placed;
  return { ended };
}
