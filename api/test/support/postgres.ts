import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Each test file that runs on PostgreSQL gets a database of its own, created from DATABASE_URL's server
// and dropped afterwards (the role needs CREATEDB).
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(baseUrl: string): Promise<TestDatabase> {
  const name = `blueprint_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(baseUrl, name),
  };
}

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * FORCE ends the connections an app left behind, but a role that is not superuser may not end an autovacuum
 * worker busy in the database (insufficient_privilege). The worker is done within moments: try again.
 */
async function dropDatabase(baseUrl: string, name: string, attempts = 50): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE || attempt >= attempts) throw error;
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
