import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { writeBackup } from '../src/db/backup';
import { openSqlite } from '../src/db/sqlite-engine';
import { backupSqlite, restoreSqlite } from '../scripts/backup-sqlite';
import { ENGINE, createTestStorage, registration, testConfig, type TestStorage } from './helper';

const describeSqlite = ENGINE === 'sqlite' ? describe : describe.skip;

describeSqlite('backups of the embedded database', () => {
  let storage: TestStorage;
  beforeEach(async () => {
    storage = await createTestStorage();
  });
  afterEach(async () => {
    await storage.cleanup();
  });

  async function register(count: number) {
    const app = await buildApp(testConfig(storage));
    try {
      for (let i = 0; i < count; i += 1) {
        expect(
          (await app.inject({ method: 'POST', url: '/api/internships', payload: registration() })).statusCode,
        ).toBe(201);
      }
    } finally {
      await app.close();
    }
  }

  const rows = (table: string) => {
    const db = openSqlite(path.join(storage.dataDir, 'blueprint.sqlite'), { readOnly: true });
    try {
      return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all([]);
    } finally {
      db.close();
    }
  };

  it('backs up, and a restore brings back exactly the rows of that moment', async () => {
    await register(3);
    const before = rows('registrations');
    const file = await backupSqlite({ dataDir: storage.dataDir });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    await register(2);
    expect(rows('registrations')).toHaveLength(5);

    await restoreSqlite({ dataDir: storage.dataDir, file });
    expect(rows('registrations')).toEqual(before);
    // The API starts on the restored database and takes registrations again.
    await register(1);
    expect(rows('registrations')).toHaveLength(4);
  });

  it('backs up online while the API serves, and the copy holds exactly the rows of that moment', async () => {
    const app = await buildApp(testConfig(storage));
    let file: string;
    let before: string[];
    try {
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await app.inject({ method: 'POST', url: '/api/internships', payload: registration() })).statusCode,
        ).toBe(201);
      }
      file = await writeBackup((target) => app.database.backup!(target), {
        dir: path.join(storage.dataDir, 'backups'),
      });
      before = (await app.database.db.selectFrom('registrations').select('id').orderBy('id').execute()).map((row) =>
        String(row.id),
      );
      // The API goes on taking registrations after its backup.
      expect((await app.inject({ method: 'POST', url: '/api/internships', payload: registration() })).statusCode).toBe(
        201,
      );
    } finally {
      await app.close();
    }
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await restoreSqlite({ dataDir: storage.dataDir, file });
    expect(rows('registrations').map((row) => String((row as { id: unknown }).id))).toEqual(before);
    expect(before).toHaveLength(3);
  });

  it('refuses a backup from outside while the API holds the database, saying how to back it up', async () => {
    await register(1);
    const app = await buildApp(testConfig(storage));
    try {
      await app.ready();
      await expect(backupSqlite({ dataDir: storage.dataDir })).rejects.toThrow(
        /in use by the API: send it SIGUSR2 for an online backup, or stop it first/,
      );
    } finally {
      await app.close();
    }
  });

  it('keeps backups for keepDays and deletes older ones', async () => {
    await register(1);
    const dir = path.join(storage.dataDir, 'backups');
    await backupSqlite({ dataDir: storage.dataDir, dir });
    const old = path.join(dir, 'blueprint-20000101T000000Z.sqlite');
    writeFileSync(old, '');
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    utimesSync(old, monthAgo, monthAgo);

    await backupSqlite({ dataDir: storage.dataDir, dir, keepDays: 14, now: new Date(Date.now() + 1000) });

    expect(existsSync(old)).toBe(false);
    expect(readdirSync(dir).filter((name) => name.endsWith('.sqlite'))).toHaveLength(2);
  });
});
