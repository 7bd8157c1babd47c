// The embedded engine on better-sqlite3, for the side-by-side only (bench/api-versus.mjs): `api/build.mjs
// --sqlite-engine <this file> --external better-sqlite3` builds the API with it in place of
// api/src/db/sqlite-engine.ts, whose connection it implements with better-sqlite3's own calls. The bundle
// finds better-sqlite3 in bench/node_modules (NODE_PATH), since the API no longer depends on it.
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * @param {string} file
 * @param {{ busyTimeoutMs?: number, readOnly?: boolean }} [options]
 */
export function openSqlite(file, { busyTimeoutMs = 5000, readOnly = false } = {}) {
  const db = new Database(file, { timeout: busyTimeoutMs, readonly: readOnly, fileMustExist: readOnly });
  return {
    file: db.memory ? undefined : path.resolve(db.name),
    get inTransaction() {
      return db.inTransaction;
    },
    // better-sqlite3's statements already have what the API asks of one: reader, readonly, all, run and
    // iterate with the parameters as one array.
    /** @param {string} sql */
    prepare: (sql) => db.prepare(sql),
    /** @param {string} sql */
    exec: (sql) => void db.exec(sql),
    /** @param {string} text */
    pragma: (text) => db.pragma(text, { simple: true }),
    /** @param {string} target */
    backup: async (target) => {
      await db.backup(target);
    },
    close: () => void db.close(),
  };
}
