// docker-compose.yml cannot run here (no Docker engine), so this checks what it promises: every service,
// the CONTRACT ports, the variables each needs, and, when Debian's docker-compose is installed, that
// `docker-compose config` accepts the file.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../../..');
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
const PORTS = { shell: 3000, marketing: 3001, catalog: 3002, internship: 3003, dashboard: 3004, api: 4000 };
const DIRS = { shell: 'shell', marketing: 'marketing-mfe', catalog: 'catalog-mfe', internship: 'internship-mfe', dashboard: 'dashboard-mfe' };

describe('docker-compose.yml', () => {
  it('names PostgreSQL, the API, the shell and every remote', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'catalog', 'dashboard', 'internship', 'marketing', 'postgres', 'shell']);
  });

  it.each(Object.entries(PORTS))('publishes %s on port %i', (service, port) => {
    const { ports, environment } = compose.services[service];
    expect(ports).toContain(`${port}:${port}`);
    expect(environment.PORT).toBe(String(port));
  });

  it.each(Object.entries(DIRS))('serves the %s build from its own container', (app, dir) => {
    const service = compose.services[app];
    expect(service.build).toEqual({ context: '.', target: 'web' });
    expect(service.command).toEqual([app, '--dir', `${dir}/dist`]);
  });

  it('gives the shell its run-time config as environment', () => {
    const { environment } = compose.services.shell;
    for (const name of ['API_URL', 'MARKETING_URL', 'CATALOG_URL', 'INTERNSHIP_URL', 'DASHBOARD_URL']) {
      expect(environment[name]).toMatch(/^\$\{[A-Z_]+:-http:\/\/localhost:\d+\}$/);
    }
  });

  it('runs the API in production on PostgreSQL, with secrets required from the environment', () => {
    const { environment, depends_on: dependsOn } = compose.services.api;
    expect(environment.NODE_ENV).toBe('production');
    expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/blueprint:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/blueprint$/);
    for (const name of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'JWT_SECRET']) expect(environment[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
    expect(environment.CORS_ORIGINS.split(',')).toHaveLength(5);
    expect(dependsOn.postgres.condition).toBe('service_healthy');
    expect(compose.services.postgres.healthcheck.test.join(' ')).toContain('pg_isready');
  });

  const dockerCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
  (dockerCompose ? it : it.skip)('is accepted by docker-compose config', () => {
    const output = execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '--services'], {
      cwd: ROOT,
      env: { ...process.env, POSTGRES_PASSWORD: 'x', ADMIN_EMAIL: 'a@b.c', ADMIN_PASSWORD: 'y', JWT_SECRET: 'z' },
    }).toString();
    expect(output.trim().split('\n').sort()).toEqual(['api', 'catalog', 'dashboard', 'internship', 'marketing', 'postgres', 'shell']);
  });
});
