import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqlite, sqliteCodeName, type SqliteConnection } from '../../src/db/sqlite-engine';
import { isDatabaseUnavailable } from '../../src/db/unavailable';

// What the API relies on from the embedded engine, whichever package provides it.
describe('the embedded engine', () => {
  let dataDir: string;
  let sqlite: SqliteConnection;
  const failure = (work: () => unknown) => {
    try {
      work();
    } catch (error) {
      return error as Error & { code?: string };
    }
    throw new Error('did not fail');
  };

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-engine-'));
    sqlite = openSqlite(path.join(dataDir, 'a.sqlite'));
    sqlite.exec('create table notes (id integer primary key, email text, text text)');
    sqlite.exec('create unique index notes_email on notes (lower(email))');
  });
  afterEach(() => {
    sqlite.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('binds one array of parameters in order, and answers rows and changes', () => {
    const insert = sqlite.prepare('insert into notes (email, text) values (?, ?), (?, ?)');
    expect(insert.run(['a@example.com', 'first', 'b@example.com', 'second'])).toMatchObject({
      changes: 2,
      lastInsertRowid: 2,
    });
    const select = sqlite.prepare('select email, text from notes where id >= ? order by id');
    expect(select.all([1])).toEqual([
      { email: 'a@example.com', text: 'first' },
      { email: 'b@example.com', text: 'second' },
    ]);
    expect([...select.iterate([2])]).toEqual([{ email: 'b@example.com', text: 'second' }]);
  });

  it('tells which statements return rows, and counts every statement that may write as a write', () => {
    const kinds = (sql: string) => {
      const { reader, readonly } = sqlite.prepare(sql);
      return { reader, readonly };
    };
    expect(kinds('select * from notes')).toEqual({ reader: true, readonly: true });
    expect(kinds('  SELECT 1')).toEqual({ reader: true, readonly: true });
    expect(kinds("insert into notes (email) values ('x')")).toEqual({ reader: false, readonly: false });
    expect(kinds("insert into notes (email) values ('x') returning id")).toEqual({ reader: true, readonly: false });
    expect(kinds("update notes set text = 'y' returning id")).toEqual({ reader: true, readonly: false });
    expect(kinds('delete from notes')).toEqual({ reader: false, readonly: false });
    expect(kinds("with x as (select 1) insert into notes (email) select 'x' from x")).toEqual({
      reader: false,
      readonly: false,
    });
    expect(kinds('begin')).toMatchObject({ readonly: true });
    expect(kinds('create table other (a)')).toMatchObject({ readonly: false });
  });

  it('names errors with SQLite’s codes', () => {
    sqlite.prepare('insert into notes (email) values (?)').run(['a@example.com']);
    const duplicate = failure(() => sqlite.prepare('insert into notes (email) values (?)').run(['A@example.com']));
    expect(duplicate.code).toBe('SQLITE_CONSTRAINT_UNIQUE');
    const primaryKey = failure(() =>
      sqlite.prepare('insert into notes (id, email) values (?, ?)').run([1, 'c@example.com']),
    );
    expect(primaryKey.code).toBe('SQLITE_CONSTRAINT_PRIMARYKEY');
    expect(failure(() => sqlite.prepare('select * from missing')).code).toBe('SQLITE_ERROR');
    expect([sqliteCodeName(5), sqliteCodeName(1034), sqliteCodeName(13), sqliteCodeName(2067)]).toEqual([
      'SQLITE_BUSY',
      'SQLITE_IOERR_FSYNC',
      'SQLITE_FULL',
      'SQLITE_CONSTRAINT_UNIQUE',
    ]);
  });

  it('refuses a second connection to a file held with an exclusive lock: SQLITE_BUSY, which the API answers 503', () => {
    sqlite.exec('pragma locking_mode = EXCLUSIVE');
    sqlite.exec('pragma journal_mode = WAL');
    sqlite.exec('BEGIN EXCLUSIVE; COMMIT');
    const other = openSqlite(path.join(dataDir, 'a.sqlite'), { busyTimeoutMs: 0 });
    try {
      const busy = failure(() => other.pragma('schema_version'));
      expect(busy.code).toBe('SQLITE_BUSY');
      expect(isDatabaseUnavailable(busy)).toBe(true);
    } finally {
      other.close();
    }
  });

  it('has FTS5 with the trigram tokenizer, which answers LIKE from its index (the staff search)', () => {
    sqlite.exec("create virtual table search using fts5(text, id unindexed, tokenize = 'trigram', detail = none)");
    sqlite
      .prepare('insert into search (text, id) values (?, ?), (?, ?)')
      .run(['Meera Nair meera@example.com', 'a', 'Ravi Iyer ravi@example.com', 'b']);
    expect(sqlite.prepare("select id from search where text like '%nair%'").all([])).toEqual([{ id: 'a' }]);
  });

  it('backs up online: the copy holds the rows committed before it, and the connection serves meanwhile', async () => {
    const insert = sqlite.prepare('insert into notes (email) values (?)');
    sqlite.exec('begin');
    for (let i = 0; i < 1000; i += 1) insert.run([`n${i}@example.com`]);
    sqlite.exec('commit');
    const target = path.join(dataDir, 'copy.sqlite');
    const copying = sqlite.backup(target);
    expect(sqlite.prepare('select count(*) as n from notes').all([])).toEqual([{ n: 1000 }]);
    await copying;
    const copy = openSqlite(target, { readOnly: true });
    try {
      expect(copy.pragma('integrity_check')).toBe('ok');
      expect(copy.prepare('select count(*) as n from notes').all([])).toEqual([{ n: 1000 }]);
    } finally {
      copy.close();
    }
  });

  it('knows its file, whether a transaction is open, and refuses queries once closed in words the API answers 503', () => {
    expect(sqlite.file).toBe(path.join(dataDir, 'a.sqlite'));
    expect(sqlite.inTransaction).toBe(false);
    sqlite.exec('begin');
    expect(sqlite.inTransaction).toBe(true);
    sqlite.exec('commit');
    const memory = openSqlite(':memory:');
    expect(memory.file).toBeUndefined();
    memory.close();
    expect(isDatabaseUnavailable(failure(() => memory.prepare('select 1')))).toBe(true);
  });

  it('lets go of its exclusive lock at close, even with prepared statements still referenced', () => {
    sqlite.exec('pragma locking_mode = EXCLUSIVE');
    sqlite.exec('pragma journal_mode = WAL');
    const kept = [sqlite.prepare('select * from notes'), sqlite.prepare('insert into notes (email) values (?)')];
    kept[1]!.run(['kept@example.com']);
    expect(kept[0]!.all([])).toHaveLength(1);
    sqlite.close();
    const next = openSqlite(path.join(dataDir, 'a.sqlite'), { busyTimeoutMs: 0 });
    try {
      next.exec('pragma locking_mode = EXCLUSIVE');
      next.exec('pragma journal_mode = WAL');
      next.exec('BEGIN EXCLUSIVE; COMMIT');
      expect(next.prepare('select email from notes').all([])).toEqual([{ email: 'kept@example.com' }]);
    } finally {
      next.close();
    }
    sqlite = openSqlite(':memory:'); // for afterEach
  });

  it('refuses to open a missing file read only', () => {
    expect(failure(() => openSqlite(path.join(dataDir, 'missing.sqlite'), { readOnly: true })).code).toBe(
      'SQLITE_CANTOPEN',
    );
  });
});
