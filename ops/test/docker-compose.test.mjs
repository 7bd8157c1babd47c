// docker-compose.yml cannot run here (no Docker engine), so this checks what it promises: every service, the
// ports of docs/contract.md behind one TLS proxy, the variables each needs, a database role without superuser,
// the API's healthcheck, what .dockerignore keeps out, and, when Debian's docker-compose is installed, that
// `docker-compose config` accepts the file.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '..', '..');
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
const PORTS = {
  'shell-1': 3000,
  'shell-2': 3000,
  marketing: 3001,
  catalog: 3002,
  internship: 3003,
  dashboard: 3004,
  'api-1': 4000,
  'api-2': 4000,
};
const REPLICAS = ['api-1', 'api-2'];
const SHELLS = ['shell-1', 'shell-2'];
const WEB_PORTS = Object.fromEntries(
  Object.entries(PORTS).filter(([service]) => ![...REPLICAS, ...SHELLS].includes(service)),
);
const DIRS = {
  'shell-1': 'shell',
  'shell-2': 'shell',
  marketing: 'marketing-mfe',
  catalog: 'catalog-mfe',
  internship: 'internship-mfe',
  dashboard: 'dashboard-mfe',
};
const SERVICES = [
  'api-1',
  'api-2',
  'backup',
  'catalog',
  'dashboard',
  'internship',
  'marketing',
  'postgres',
  'proxy',
  'shell-1',
  'shell-2',
];
const SECRETS = {
  POSTGRES_PASSWORD: 'x',
  DB_PASSWORD: 'w',
  ADMIN_EMAIL: 'a@b.c',
  ADMIN_PASSWORD: 'y',
  JWT_SECRET: 'z',
  DEPLOY_TOKEN: 't',
  PAGE_SERVER_SECRET: 's',
};

describe('docker-compose.yml', () => {
  it('names the TLS proxy, PostgreSQL, its backup, two API replicas, the shell and every remote', () => {
    expect(Object.keys(compose.services).sort()).toEqual(SERVICES);
  });

  it.each(Object.entries(PORTS))('publishes %s on port %i through the TLS proxy, and only there', (service, port) => {
    const { ports, expose, environment } = compose.services[service];
    expect(compose.services.proxy.ports).toContain(`${port}:${port}`);
    expect(ports).toBeUndefined();
    expect(expose).toEqual([String(port)]);
    expect(environment.PORT).toBe(String(port));
  });

  it('terminates TLS in Caddy, from its official image, with the certificate the user mounts', () => {
    const { image, volumes } = compose.services.proxy;
    expect(image).toMatch(/^caddy:\d/);
    expect(volumes).toContain('${TLS_CERT_DIR:-./deploy/certs}:/certs:ro');
    expect(volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = readFileSync(path.join(ROOT, 'deploy', 'Caddyfile'), 'utf8');
    for (const [service, port] of Object.entries(WEB_PORTS)) {
      const site = new RegExp(
        `https://:\\{\\$[A-Z]+_PORT:${port}\\} \\{\\n\\ttls \\{\\$TLS_CERT:/certs/cert.pem\\} \\{\\$TLS_KEY:/certs/key.pem\\}\\n\\timport internal-paths\\n\\treverse_proxy \\{\\$[A-Z]+_UPSTREAM:${service}:${port}\\} \\{\\n\\t\\theader_up X-Request-Id \\{http.request.uuid\\}\\n\\t\\}\\n\\}`,
      );
      expect(caddyfile).toMatch(site);
    }
    // The shell's site balances both of its page servers, on their health, and tries a page again on the other.
    expect(caddyfile).toMatch(
      /https:\/\/:\{\$SHELL_PORT:3000\} \{\n\ttls \{\$TLS_CERT:\/certs\/cert.pem\} \{\$TLS_KEY:\/certs\/key.pem\}\n\timport internal-paths\n\treverse_proxy \{\$SHELL_1_UPSTREAM:shell-1:3000\} \{\$SHELL_2_UPSTREAM:shell-2:3000\} \{\n\t\theader_up X-Request-Id \{http.request.uuid\}\n(?:\t\t.*\n)*?\t\tlb_retry_match \{\n\t\t\tmethod GET HEAD\n\t\t\}\n\t\thealth_uri \/health\n/,
    );
    // The API's site balances every replica.
    expect(caddyfile).toMatch(
      /https:\/\/:\{\$API_PORT:4000\} \{\n\ttls \{\$TLS_CERT:\/certs\/cert.pem\} \{\$TLS_KEY:\/certs\/key.pem\}\n\timport internal-paths\n\treverse_proxy \{\$API_1_UPSTREAM:api-1:4000\} \{\$API_2_UPSTREAM:api-2:4000\} \{\n\t\theader_up X-Request-Id \{http.request.uuid\}\n/,
    );
    // Every site: a new request id for each request, and no /metrics from outside.
    expect(caddyfile).toMatch(/\(internal-paths\) \{\n\trespond \/metrics 404\n\}/);
    expect(caddyfile).toContain('auto_https off');
  });

  it.each(Object.entries(DIRS))('serves the %s build from its own container, trusting the proxy', (name, dir) => {
    const service = compose.services[name];
    const app = name.replace(/-\d+$/, '');
    expect(service.build).toEqual({ context: '.', target: 'web' });
    expect(service.command).toEqual([app, '--dir', `${dir}/dist`]);
    expect(service.environment.TRUST_PROXY).toBe('1');
    expect(service.environment.HOST).toBe('0.0.0.0');
    // /metrics only where the operator sets a token.
    expect(service.environment.METRICS_TOKEN).toBe('${METRICS_TOKEN:-}');
  });

  it.each(SHELLS)('gives %s its run-time config as environment, https by default', (shell) => {
    const { environment } = compose.services[shell];
    for (const name of ['API_URL', 'MARKETING_URL', 'CATALOG_URL', 'INTERNSHIP_URL', 'DASHBOARD_URL']) {
      expect(environment[name]).toMatch(/^\$\{[A-Z_]+:-https:\/\/localhost:\d+\}$/);
    }
  });

  it.each(Object.keys(DIRS))(
    'lets %s hold no state: no shared volume, the live map and releases from the API replicas',
    (name) => {
      const service = compose.services[name];
      expect(service.volumes).toBeUndefined();
      expect(service.environment.API_INTERNAL_URL).toBe('http://api-1:4000,http://api-2:4000');
      for (const gone of ['DEPLOY_STATE_DIR', 'RELEASES_DIR']) expect(service.environment[gone]).toBeUndefined();
    },
  );

  it('shares no release folder or deploy state volume between the API replicas and the page servers', () => {
    expect(Object.keys(compose.volumes).sort()).toEqual(['apidata', 'caddydata', 'pgdata']);
    for (const replica of REPLICAS) {
      expect(compose.services[replica].volumes).toEqual(['apidata:/data']);
      expect(compose.services[replica].environment.SHELL_INTERNAL_URL).toBe('http://shell-1:3000,http://shell-2:3000');
    }
  });

  it.each(REPLICAS)(
    'runs %s in production on PostgreSQL as a role of its own, behind the proxy, with secrets required',
    (replica) => {
      const { environment, depends_on: dependsOn } = compose.services[replica];
      expect(environment.NODE_ENV).toBe('production');
      expect(environment.DATABASE_URL).toMatch(
        /^postgres:\/\/blueprint:\$\{DB_PASSWORD:\?[^}]+\}@postgres:5432\/blueprint$/,
      );
      for (const name of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'JWT_SECRET', 'DEPLOY_TOKEN', 'PAGE_SERVER_SECRET'])
        expect(environment[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
      expect(environment.TRUST_PROXY).toBe('1');
      // Admins reach every registration: a second factor before anything else.
      expect(environment.STAFF_MFA).toBe('required');
      expect(environment.CORS_ORIGINS.split(',')).toHaveLength(5);
      expect(dependsOn.postgres.condition).toBe('service_healthy');
      expect(compose.services.postgres.healthcheck.test.join(' ')).toContain('pg_isready');
    },
  );

  it.each(REPLICAS)("gives %s each team's own deploy token, optional (empty when unset)", (replica) => {
    const { environment } = compose.services[replica];
    for (const remote of ['MARKETING', 'CATALOG', 'INTERNSHIP', 'DASHBOARD'])
      expect(environment[`DEPLOY_TOKEN_${remote}`]).toBe(`\${DEPLOY_TOKEN_${remote}:-}`);
    const named = Object.keys(environment).filter((name) => name.startsWith('DEPLOY_TOKEN_'));
    expect(named).toHaveLength(4);
  });

  it('shares one required PAGE_SERVER_SECRET between the API replicas and every page server', () => {
    for (const name of [...REPLICAS, ...Object.keys(DIRS)])
      expect(compose.services[name].environment.PAGE_SERVER_SECRET).toBe(
        '${PAGE_SERVER_SECRET:?set PAGE_SERVER_SECRET}',
      );
  });

  it.each(REPLICAS)(
    "gives %s the canary's automatic stop settings, the API's defaults unless .env sets them",
    (replica) => {
      const { environment } = compose.services[replica];
      expect(environment).toMatchObject({
        CANARY_MIN_ERRORS: '${CANARY_MIN_ERRORS:-10}',
        CANARY_ERROR_RATIO: '${CANARY_ERROR_RATIO:-5}',
        CANARY_WINDOW_MS: '${CANARY_WINDOW_MS:-600000}',
      });
    },
  );

  it('documents every variable compose reads in .env.example', () => {
    const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    const text = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    const read = new Set([...text.matchAll(/\$\{([A-Z_]+)[:?}-]/g)].map(([, name]) => name));
    for (const name of read) expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });

  it('connects the API with a role that is not the image superuser, created without superuser rights', () => {
    const { environment, volumes } = compose.services.postgres;
    expect(environment.POSTGRES_USER).not.toBe('blueprint');
    expect(environment.APP_DB_USER).toBe('blueprint');
    expect(environment.APP_DB_PASSWORD).toBe('${DB_PASSWORD:?set DB_PASSWORD}');
    expect(volumes).toContain('./deploy/postgres-init:/docker-entrypoint-initdb.d:ro');
    const init = readFileSync(path.join(ROOT, 'deploy', 'postgres-init', '10-app-role.sh'), 'utf8');
    expect(init).toMatch(/CREATE ROLE :"app_user" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE/);
  });

  it.each(REPLICAS)(
    'checks the health of %s from inside its container, the proxy waits for it, and it has time to drain',
    (replica) => {
      const { healthcheck, stop_grace_period: grace } = compose.services[replica];
      expect(healthcheck.test.join(' ')).toContain('http://127.0.0.1:4000/api/health');
      expect(compose.services.proxy.depends_on[replica].condition).toBe('service_healthy');
      expect(grace).toBe('20s');
    },
  );

  it("backs up the database daily with deploy/backup.sh, as the API's role, into a folder on the host", () => {
    const { image, entrypoint, environment, volumes } = compose.services.backup;
    expect(image).toBe(compose.services.postgres.image);
    expect(entrypoint.join(' ')).toMatch(/while true; do \/deploy\/backup.sh .*sleep 86400; done/);
    expect(environment).toMatchObject({
      PGHOST: 'postgres',
      PGUSER: 'blueprint',
      PGPASSWORD: '${DB_PASSWORD:?set DB_PASSWORD}',
      BACKUP_DIR: '/backups',
    });
    expect(volumes).toEqual(['./deploy:/deploy:ro', '${BACKUP_DIR:-./backups}:/backups']);
  });

  it('keeps installed, built, stored and secret files of every package out of the images', () => {
    const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    for (const pattern of [
      '**/node_modules',
      '**/dist',
      'api/data',
      '/data',
      '**/.env',
      '**/.env.*',
      'deploy/certs',
      '**/*.pem',
      '**/*.key',
      '.git',
      '/backups',
    ]) {
      expect(ignored).toContain(pattern);
    }
  });

  const dockerCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
  (dockerCompose ? it : it.skip)('is accepted by docker-compose config', () => {
    const output = execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '--services'], {
      cwd: ROOT,
      env: { ...process.env, ...SECRETS },
    }).toString();
    expect(output.trim().split('\n').sort()).toEqual(SERVICES);
  });
});
