import { PostgresAdapter, type Kysely } from 'kysely';
import type { StaffRole } from '@blueprint/contract/api/values';
import type { StaffUser } from '@blueprint/contract/api/staff';
import type { Database, StaffUsersTable } from '../db/schema';
import { uuidv7 } from '../db/ids';

/** A staff account with what only the server may see (the password hash). */
export interface StaffAccount extends StaffUser {
  passwordHash: string;
}

const toAccount = (row: StaffUsersTable): StaffAccount => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  active: row.active === 1,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
  passwordHash: row.password_hash,
});

/** The account as the API shows it: never the hash. */
export const publicStaff = ({ passwordHash: _hash, ...user }: StaffAccount): StaffUser => user;

export type StaffChanges = Partial<{ name: string; role: StaffRole; active: boolean; passwordHash: string }>;

/** Unique violation on either engine (the email index). */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

// Staff accounts (migration 008). Emails are stored trimmed and lower-cased, and unique on lower(email), so
// "Ana@X" and "ana@x" are one account on both engines, also between racing requests.
export function createStaffRepository(db: Kysely<Database>) {
  const byId = async (id: string) => {
    const row = await db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toAccount(row);
  };

  return {
    byId,
    async byEmail(email: string): Promise<StaffAccount | undefined> {
      const row = await db
        .selectFrom('staff_users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .executeTakeFirst();
      return row && toAccount(row);
    },
    /** Everyone, oldest account first (a team is tens of people, not a page's worth). */
    async list(): Promise<StaffAccount[]> {
      return (await db.selectFrom('staff_users').selectAll().orderBy('id').execute()).map(toAccount);
    },
    async count(): Promise<number> {
      const { n } = await db
        .selectFrom('staff_users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    /** The new account, or undefined when the email is taken (in any case). */
    async create(input: {
      email: string;
      name: string;
      role: StaffRole;
      passwordHash: string;
    }): Promise<StaffAccount | undefined> {
      const { id, ms } = uuidv7();
      const row: StaffUsersTable = {
        id,
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role,
        active: 1,
        password_hash: input.passwordHash,
        created_at: new Date(ms).toISOString(),
        last_login_at: null,
      };
      try {
        await db.insertInto('staff_users').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
      return toAccount(row);
    },
    /**
     * The account as changed; undefined when there is none; 'last-admin' when the change would leave no
     * active admin (the change is then not made). One transaction, and on PostgreSQL the active admins'
     * rows are locked first, so two admins demoting each other at once cannot both succeed.
     */
    async update(id: string, changes: StaffChanges): Promise<StaffAccount | undefined | 'last-admin'> {
      const set: Partial<StaffUsersTable> = {};
      if (changes.name !== undefined) set.name = changes.name;
      if (changes.role !== undefined) set.role = changes.role;
      if (changes.active !== undefined) set.active = changes.active ? 1 : 0;
      if (changes.passwordHash !== undefined) set.password_hash = changes.passwordHash;
      const removesAnAdmin = changes.role === 'staff' || changes.active === false;
      return db.transaction().execute(async (trx) => {
        if (removesAnAdmin) {
          let admins = trx.selectFrom('staff_users').select('id').where('role', '=', 'admin').where('active', '=', 1);
          if (trx.getExecutor().adapter instanceof PostgresAdapter) admins = admins.forUpdate();
          const ids = (await admins.execute()).map((row) => row.id);
          if (ids.includes(id) && ids.length === 1) return 'last-admin' as const;
        }
        if (Object.keys(set).length > 0) await trx.updateTable('staff_users').set(set).where('id', '=', id).execute();
        const row = await trx.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
        return row && toAccount(row);
      });
    },
    async touchLogin(id: string, at = new Date()): Promise<void> {
      await db.updateTable('staff_users').set({ last_login_at: at.toISOString() }).where('id', '=', id).execute();
    },
    /** Names for a set of ids (assignees, audit targets); unknown ids are left out. */
    async names(ids: readonly string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db.selectFrom('staff_users').select(['id', 'name']).where('id', 'in', unique).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
