import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Engine } from './schema';
import * as m001 from '../../migrations/001-initial';
import * as m002 from '../../migrations/002-count-in-database';
import * as m003 from '../../migrations/003-count-every-change';
import * as m004 from '../../migrations/004-staff-workspace';
import * as m005 from '../../migrations/005-search-plan';
import * as m006 from '../../migrations/006-search-index-in-batches';
import * as m007 from '../../migrations/007-search-index-lighter';
import * as m008 from '../../migrations/008-staff-accounts';
import * as m009 from '../../migrations/009-team-registrations';
import * as m010 from '../../migrations/010-search-index-by-mark';
import * as m011 from '../../migrations/011-second-factors';
import * as m012 from '../../migrations/012-browser-errors';
import * as m013 from '../../migrations/013-release-store';
import * as m014 from '../../migrations/014-canary';

// Numbered migrations, imported statically so the bundled server carries them. Kysely's migrator keeps
// its own table and, on PostgreSQL, takes an advisory lock: two instances starting at once do not race.
const migrations: Record<string, { up: (db: Kysely<unknown>, engine: Engine) => Promise<void> }> = {
  '001-initial': m001,
  '002-count-in-database': m002,
  '003-count-every-change': m003,
  '004-staff-workspace': m004,
  '005-search-plan': m005,
  '006-search-index-in-batches': m006,
  '007-search-index-lighter': m007,
  '008-staff-accounts': m008,
  '009-team-registrations': m009,
  '010-search-index-by-mark': m010,
  '011-second-factors': m011,
  '012-browser-errors': m012,
  '013-release-store': m013,
  '014-canary': m014,
};

/** Runs the migrations not yet run, in order; `upTo` (tests: a database as an older version left it) stops
 * after that one. */
export async function migrateToLatest(db: Kysely<unknown>, engine: Engine, upTo?: string): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      return Object.fromEntries(
        Object.entries(migrations).map(([name, m]): [string, Migration] => [name, { up: (trx) => m.up(trx, engine) }]),
      );
    },
  };
  const migrator = new Migrator({ db, provider });
  const { error } = upTo === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(upTo);
  if (error) throw error instanceof Error ? error : new Error('a migration failed', { cause: error });
}
