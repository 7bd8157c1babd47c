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
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
