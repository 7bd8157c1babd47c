import type { Registration } from '@blueprint/contract/api/registrations';
import { ENGINE, createTestStorage, registration, type TestStorage } from './helper';
import { buildServerBundle, loginTo, serverEnv, startServer, testPort } from './support/server-process';

// A registration that got its 201 survives the process being killed with SIGKILL at any moment, and is
// stored once. Ten kills at random points while 16 clients keep registering, then a final count.
const PORT = testPort(ENGINE === 'postgres' ? 31 : 11);
const KILLS = 10;
const ADMIN = { ADMIN_EMAIL: 'crash@blueprint.test', ADMIN_PASSWORD: 'crash-test-password' };

describe(`kill -9 under load (${ENGINE})`, () => {
  let bundle: ReturnType<typeof buildServerBundle>;
  let storage: TestStorage;

  beforeAll(async () => {
    bundle = buildServerBundle();
    storage = await createTestStorage();
  });
  afterAll(async () => {
    await storage.cleanup();
    bundle.remove();
  });

  it('loses no acknowledged registration and stores none twice', async () => {
    const env = serverEnv({ port: PORT, dataDir: storage.dataDir, databaseUrl: storage.databaseUrl, extra: ADMIN });
    const acknowledged = new Map<string, Registration>();
    let attempts = 0;

    for (let round = 0; round < KILLS; round++) {
      const server = await startServer(bundle.file, env);
      let running = true;
      const client = async () => {
        while (running) {
          const input = registration({ program: ['IT', 'Civil', 'Mechanical', 'Other'][attempts++ % 4] });
          try {
            const response = await fetch(`${server.url}/api/internships`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(input),
            });
            if (response.status === 201) {
              const { data } = (await response.json()) as { data: Registration };
              acknowledged.set(data._id, data);
            }
          } catch {
            // Killed mid-request: no answer, so no promise was made about this one.
          }
        }
      };
      const clients = Array.from({ length: 16 }, client);
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 350));
      await server.kill('SIGKILL');
      running = false;
      await Promise.all(clients);
    }

    const server = await startServer(bundle.file, env);
    try {
      const token = await loginTo(server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
      const headers = { authorization: `Bearer ${token}` };
      const stored: Registration[] = [];
      let cursor: string | null = null;
      do {
        const response = await fetch(`${server.url}/api/internships?limit=500${cursor ? `&cursor=${cursor}` : ''}`, {
          headers,
        });
        const page = (await response.json()) as { data: Registration[]; nextCursor: string | null };
        stored.push(...page.data);
        cursor = page.nextCursor;
      } while (cursor);

      const byId = new Map(stored.map((r) => [r._id, r]));
      expect(acknowledged.size).toBeGreaterThan(KILLS * 10);
      const missing = [...acknowledged.values()].filter((r) => byId.get(r._id)?.email !== r.email);
      expect(missing).toEqual([]);
      expect(byId.size).toBe(stored.length);
      expect(new Set(stored.map((r) => r.email)).size).toBe(stored.length);
      // The per-program totals moved in the same transactions as the rows.
      const stats = (await (await fetch(`${server.url}/api/internships/stats`, { headers })).json()) as {
        count: number;
      }[];
      expect(stats.reduce((sum, s) => sum + s.count, 0)).toBe(stored.length);
      console.info(
        `crash test (${ENGINE}): ${KILLS} kills, ${acknowledged.size} acknowledged, ${stored.length} stored, 0 lost`,
      );
    } finally {
      await server.kill();
    }
  });
});
