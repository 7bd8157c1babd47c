#!/usr/bin/env node
// npm run test:deploy: the docker-compose deployment rehearsed without containers. The same files (the
// Caddyfile, deploy/postgres-init, deploy/backup.sh and restore.sh), the same variables and commands
// (read from docker-compose.yml and the Dockerfile, see lib/deploy/topology.mjs), with Debian's packages in
// place of the images: Caddy terminating TLS with a certificate from deploy/make-self-signed-cert.sh in front
// of two API replicas (NODE_ENV=production) on a private PostgreSQL, and the page servers (two for the shell,
// one per remote, each with a cache folder of its own and no shared one). Then it checks, through
// https://localhost, what a visitor and the staff see; a release built in a CI working copy, published and
// deployed, reaching every page server within a second, and page servers started afterwards on an empty host;
// an API replica killed and a rolling restart under load, a shell page server killed under load; and a backup
// restored; canaries through the proxy: a 50% canary splitting fresh visitors and holding each to its
// release on both shell page servers (DEPLOY_CANARY_VISITORS, default 200), rollback ending one, promote, and one
// that stops itself on its browsers' error reports. Ports from DEPLOY_PORT_BASE (default 6100). Everything it starts is
// stopped by PID and its temporary folders removed, also on failure or Ctrl-C. Last line: `N passed, M failed`.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { install } from '../lib/install.mjs';
import { paint, step } from '../lib/log.mjs';
import { ROOT } from '../lib/paths.mjs';
import { ensurePnpm } from '../lib/pnpm.mjs';
import { request, trustingAgent } from '../lib/deploy/client.mjs';
import { followVisitors, pageAs } from '../lib/deploy/cohorts.mjs';
import { LOAD_CONCURRENCY, registration, runLoad, runPageLoad } from '../lib/deploy/load.mjs';
import { startPostgres } from '../lib/deploy/postgres.mjs';
import { assertPortsFree, capture, outcome, start, stopAll, waitForPort } from '../lib/deploy/processes.mjs';
import { publishedFile, releaseFiles } from '../lib/releases/files.mjs';

const BASE = Number(process.env.DEPLOY_PORT_BASE ?? 6100);
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const LOAD_MS = Number(process.env.DEPLOY_LOAD_MS ?? 30_000);
const tally = { passed: 0, failed: 0 };
const cleanups = [];

async function check(name, body) {
  step(name);
  try {
    const details = await body();
    tally.passed += 1;
    console.log(paint(32, `  passed: ${name}${details ? ` (${details})` : ''}`));
  } catch (error) {
    tally.failed += 1;
    console.log(
      paint(
        31,
        `  FAILED: ${name}\n    ${String(error?.stack ?? error)
          .split('\n')
          .join('\n    ')}`,
      ),
    );
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('cleanup:', error.message);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the rehearsal`);
    void stopAll()
      .then(cleanup)
      .finally(() => process.exit(130));
  });
}

async function main() {
  const { env } = ensurePnpm();
  // What reads the deployment's files (yaml) and drives the browser (playwright-core) comes with the install: a
  // fresh clone has neither until then.
  step("Installing and building (the images' build stage)");
  await install(env);
  const { REHEARSAL_ONLY, caddyEnv, interpolate, loadCompose, planServices, rehearsalPorts, retriesKeepBodies } =
    await import('../lib/deploy/topology.mjs');
  const { launchTrusting } = await import('../lib/deploy/browser.mjs');
  const compose = loadCompose();
  const { publicPorts, ports } = rehearsalPorts(BASE, compose);
  // Page servers the rehearsal adds beside compose's: a second catalog server, and a shell and a catalog server
  // started on an empty host after a deploy.
  const extraPorts = { 'catalog-2': BASE + 40, 'shell-3': BASE + 41, 'catalog-3': BASE + 42 };
  const url = (port) => `https://localhost:${publicPorts[port]}`;
  const SITE = url(3000);
  const API = url(4000);
  await assertPortsFree([...Object.values(publicPorts), ...Object.values(ports), ...Object.values(extraPorts)]);

  await import('@blueprint/tsconfig/register.mjs');
  const { buildAll } = await import('../lib/build.mjs');
  await buildAll(env);

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'blueprint-deploy-'));
  cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));

  // The .env a deployer writes (.env.example's names), with fresh secrets and the rehearsal's addresses.
  const secret = (bytes = 24) => randomBytes(bytes).toString('base64url');
  const vars = {
    POSTGRES_PASSWORD: secret(),
    DB_PASSWORD: secret(),
    ADMIN_EMAIL: 'staff@rehearsal.test',
    ADMIN_PASSWORD: secret(),
    JWT_SECRET: secret(48),
    SITE_URL: SITE,
    MARKETING_URL: url(3001),
    CATALOG_URL: url(3002),
    INTERNSHIP_URL: url(3003),
    DASHBOARD_URL: url(3004),
    API_URL: API,
    DEPLOY_TOKEN: secret(32),
    // Two teams' own tokens; the marketing's and the internship's are left unset (compose passes them empty).
    DEPLOY_TOKEN_CATALOG: secret(32),
    DEPLOY_TOKEN_DASHBOARD: secret(32),
    // What the API replicas and every page server share: previews, and the page loads a canary's stop reads.
    PAGE_SERVER_SECRET: secret(32),
  };

  step('Certificate (deploy/make-self-signed-cert.sh)');
  const certDir = path.join(tmp, 'certs');
  await capture('sh', [path.join(ROOT, 'deploy', 'make-self-signed-cert.sh')], {
    env: { ...process.env, CERT_DIR: certDir },
  });
  const cert = readFileSync(path.join(certDir, 'cert.pem'), 'utf8');
  const agent = trustingAgent(cert);

  step('PostgreSQL, initialised by deploy/postgres-init');
  const postgresEnv = Object.fromEntries(
    Object.entries(compose.services.postgres.environment).map(([key, value]) => [key, interpolate(value, vars)]),
  );
  const pg = await startPostgres({ port: ports.postgres, environment: postgresEnv });
  // PostgreSQL's fast shutdown: the default (SIGTERM) waits for every client to leave.
  pg.proc.stopSignal = 'SIGINT';
  cleanups.push(() => pg.remove());
  cleanups.push(() => pg.proc.stop('SIGINT'));
  const sql = async (query, database = postgresEnv.POSTGRES_DB) =>
    (
      await capture(path.join(pg.bin, 'psql'), ['-X', '-tA', '-v', 'ON_ERROR_STOP=1', '-d', database, '-c', query], {
        env: pg.env,
      })
    ).trim();

  step('The API replicas and the page servers (commands and variables from docker-compose.yml)');
  // The operator's own builds (npm run release on this machine, RELEASES_DIR): no server reads this folder.
  const releasesDir = path.join(tmp, 'releases');
  mkdirSync(releasesDir, { recursive: true });
  const plan = planServices({
    compose,
    ports,
    vars,
    dataDir: (name) => {
      const dir = path.join(tmp, 'data', name);
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      return dir;
    },
  });
  const services = Object.fromEntries(plan.map((service) => [service.name, service]));
  const running = {};
  /**
   * Starts compose's service `like` as `name`, on its port. A page server's cache of releases is a folder of its
   * own under the rehearsal's (a container's own disk; kept across its restarts, as a container's is).
   */
  const startService = async (name, like = name, port = ports[name]) => {
    const service = services[like];
    const isApi = 'DATABASE_URL' in service.env;
    running[name] = await start(name, service.command, service.args, {
      cwd: service.cwd,
      env: {
        PATH: process.env.PATH,
        ...service.env,
        PORT: String(port),
        ...(isApi ? REHEARSAL_ONLY : { RELEASES_CACHE_DIR: path.join(tmp, 'page-server-cache', name) }),
      },
      ready: isApi ? /listening on/ : undefined,
    });
    cleanups.push(() => running[name].stop('SIGKILL'));
    if (!isApi) await waitForPort(port);
    return running[name];
  };
  const apis = plan.filter((service) => 'DATABASE_URL' in service.env).map((service) => service.name);
  // One replica first: it creates the tables; then the others.
  await startService(apis[0]);
  await Promise.all(plan.filter((service) => service.name !== apis[0]).map((service) => startService(service.name)));
  await startService('catalog-2', 'catalog', extraPorts['catalog-2']);

  step('Caddy with deploy/Caddyfile');
  const caddyHome = path.join(tmp, 'caddy');
  mkdirSync(caddyHome);
  const caddyVersion = (await capture(CADDY, ['version'])).trim();
  const retries = retriesKeepBodies(caddyVersion);
  if (!retries)
    console.log(
      `  Caddy ${caddyVersion.split(' ')[0]} loses a retried request's body (fixed in 2.8, the compose file's image): the API's requests are not retried here.`,
    );
  const caddy = await start(
    'caddy',
    CADDY,
    ['run', '--config', path.join(ROOT, 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'],
    {
      env: {
        PATH: process.env.PATH,
        HOME: caddyHome,
        XDG_DATA_HOME: caddyHome,
        XDG_CONFIG_HOME: caddyHome,
        ...caddyEnv({ ports, publicPorts, certDir, retries }),
      },
    },
  );
  cleanups.push(() => caddy.stop());
  // What Caddy said about its upstreams since `sinceMs` (health checks, failures), for a failed check's report:
  // each kind of line once, with how often and when it first and last appeared.
  const proxyLog = (sinceMs = 0) => {
    const kinds = new Map();
    for (const line of caddy.output().split('\n')) {
      if (!/health|upstream|unhealthy|dial|reverse_proxy|error/i.test(line)) continue;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      const at = Math.round(entry.ts * 1000);
      if (at < sinceMs) continue;
      const key = [
        entry.logger,
        entry.msg,
        entry.host ?? entry.upstream ?? '',
        entry.error ?? '',
        entry.status ?? '',
      ].join(' | ');
      const kind = kinds.get(key) ?? { count: 0, first: at, last: at };
      kind.count += 1;
      kind.last = at;
      kinds.set(key, kind);
    }
    const since = (at) => `${((at - sinceMs) / 1000).toFixed(2)} s`;
    return [...kinds]
      .sort(([, a], [, b]) => a.first - b.first)
      .slice(0, 40)
      .map(([key, { count, first, last }]) => `      ${count}× ${since(first)}–${since(last)}: ${key.slice(0, 300)}`)
      .join('\n');
  };
  // Failed requests by what happened, with when (ms after `sinceMs`) the first and last of each happened.
  const failureSummary = (failures, sinceMs) => {
    const kinds = new Map();
    for (const { outcome, at } of failures) {
      const kind = kinds.get(outcome) ?? { count: 0, first: at, last: at };
      kind.count += 1;
      kind.last = at;
      kinds.set(outcome, kind);
    }
    return [...kinds]
      .map(
        ([outcome, { count, first, last }]) =>
          `    failed ${count}× (${first - sinceMs}–${last - sinceMs} ms): ${outcome}`,
      )
      .join('\n');
  };
  for (const port of Object.values(publicPorts)) await waitForPort(port);
  const healthyThroughProxy = async (timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = await request(`${API}/api/health`, { agent }).catch((error) => ({ status: error.message }));
      if (response.status === 200) return;
      if (Date.now() > deadline) throw new Error(`${API}/api/health: ${response.status}`);
      await sleep(250);
    }
  };
  await healthyThroughProxy();
  const replicaHealthy = async (name, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = await fetch(`http://127.0.0.1:${ports[name]}/api/health`).catch(() => undefined);
      if (response?.status === 200) return;
      if (Date.now() > deadline) throw new Error(`${name} is not healthy after ${timeoutMs} ms`);
      await sleep(200);
    }
  };
  // Caddy's active health check runs every second: two intervals and it has seen a replica come back.
  const seenByProxy = () => sleep(2_500);
  await Promise.all(apis.map((name) => replicaHealthy(name)));
  await seenByProxy();

  const browser = await launchTrusting(cert);
  cleanups.push(() => browser.close());

  await check('The site over HTTPS: pages with HSTS and a CSP naming only https origins', async () => {
    const seen = [];
    for (const page of ['/', '/internship', '/dashboard', '/about']) {
      const response = await request(`${SITE}${page}`, { agent });
      assert(response.status === 200, `${page}: ${response.status}`);
      assert(/max-age=\d+/.test(response.headers['strict-transport-security'] ?? ''), `${page}: no HSTS header`);
      const csp = response.headers['content-security-policy'] ?? '';
      assert(csp.includes(API), `${page}: the CSP does not name the API's origin ${API}: ${csp}`);
      const origins = csp.match(/\b[a-z]+:\/\/[^\s;]+/g) ?? [];
      assert(
        origins.every((origin) => origin.startsWith('https://') || origin.startsWith('wss://')),
        `${page}: the CSP names a non-https origin: ${origins.join(' ')}`,
      );
      seen.push(page);
    }
    const health = await request(`${API}/api/health`, { agent });
    assert(health.status === 200, `API health through the proxy: ${health.status}`);
    return `${seen.join(', ')} and ${API}/api/health`;
  });

  await check(
    'One remote released, deployed and rolled back through the proxy (npm run release, deploy, rollback)',
    async () => {
      const CATALOG = url(3002);
      // The commands as an operator runs them against this deployment: its API through the proxy, its token, the
      // certificate trusted as the real site's CA would be.
      const commandEnv = {
        ...env,
        RELEASES_DIR: releasesDir,
        API_URL: API,
        DEPLOY_TOKEN: vars.DEPLOY_TOKEN,
        NODE_EXTRA_CA_CERTS: path.join(certDir, 'cert.pem'),
      };
      const npm = async (command, args) => {
        const script = command === 'release' ? ['ops/bin/release.mjs'] : ['ops/bin/deploy-command.mjs', command];
        const output = await capture(process.execPath, [...script, ...args], { cwd: ROOT, env: commandEnv });
        return output.trim().split('\n').at(-1) ?? '';
      };
      const remoteOf = async () => (await request(`${SITE}/runtime-config.json`, { agent })).json.remotes.catalog;
      const versionOf = async () => (await request(`${CATALOG}/version`, { agent })).json?.release;

      const released = await npm('release', ['catalog']);
      const id = /^release catalog (\S+)$/.exec(released)?.[1];
      assert(id, `npm run release printed "${released}"`);
      const refusedWithoutToken = await request(`${API}/api/admin/releases/catalog/deploy`, {
        agent,
        method: 'POST',
        body: { release: id },
      });
      assert(refusedWithoutToken.status === 401, `a deploy without the token: ${refusedWithoutToken.status}`);

      const deployed = await npm('deploy', ['catalog', id]);
      assert(deployed === `live catalog ${id}`, `npm run deploy printed "${deployed}"`);
      const manifest = await remoteOf();
      assert(
        manifest === `${CATALOG}/releases/${id}/mf-manifest.json`,
        `the shell's run-time config names ${manifest}`,
      );
      const served = await request(manifest, { agent });
      assert(
        served.status === 200 && served.json?.metaData?.buildInfo?.buildVersion === id,
        `${manifest}: ${served.status}, buildVersion ${served.json?.metaData?.buildInfo?.buildVersion}`,
      );
      assert((await versionOf()) === id, `${CATALOG}/version says ${await versionOf()}`);
      const page = await request(`${SITE}/courses`, { agent });
      assert(
        page.status === 200 && page.body.includes('data-server-page=') && page.body.includes(`/releases/${id}/`),
        `/courses after the deploy: ${page.status}, server HTML ${page.body.includes('data-server-page=')}`,
      );

      const rolledBack = await npm('rollback', ['catalog']);
      assert(rolledBack === 'live catalog base', `npm run rollback printed "${rolledBack}"`);
      assert(
        (await remoteOf()) === `${CATALOG}/mf-manifest.json`,
        `after the rollback the config names ${await remoteOf()}`,
      );
      assert((await versionOf()) === 'base', `after the rollback ${CATALOG}/version says ${await versionOf()}`);
      const listing = await capture(process.execPath, ['ops/bin/deploy-command.mjs', 'releases', 'catalog'], {
        cwd: ROOT,
        env: commandEnv,
      });
      assert(
        listing.includes(`rollback ${id} -> base`) && listing.includes(`deploy   base -> ${id}`),
        `npm run releases:\n${listing}`,
      );
      return `${id} live, then base again`;
    },
  );

  // A team's CI: a working copy of its own that shares no folder with the servers, a git clone of this checkout's
  // commit in a temporary folder of its own, with its own install (a warm pnpm store links, so it takes seconds).
  // Its release reaches the servers only through the proxy, over HTTPS, with the team's own token.
  const ciDir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-ci-'));
  cleanups.push(() => rmSync(ciDir, { recursive: true, force: true }));
  const caFile = path.join(certDir, 'cert.pem');
  /** The CI's environment: nothing of the servers' (no RELEASES_DIR, DEPLOY_STATE_DIR), the site's API, a token. */
  const ciEnv = (token) => ({
    ...Object.fromEntries(
      Object.entries(env).filter(([name]) => !/^(RELEASES_|DEPLOY_|API_URL$|PORT_BASE$)/.test(name)),
    ),
    API_URL: API,
    ...(token ? { DEPLOY_TOKEN: token } : {}),
    NODE_EXTRA_CA_CERTS: caFile,
  });
  /** `npm run <command>` in the CI's working copy: its exit code, its output, and its last line. */
  const ciNpm = async (token, command, args) => {
    const script = { release: ['ops/bin/release.mjs'], publish: ['ops/bin/publish.mjs'] }[command] ?? [
      'ops/bin/deploy-command.mjs',
      command,
    ];
    const { code, output } = await outcome(process.execPath, [...script, ...args], {
      cwd: ciDir,
      env: ciEnv(token),
    });
    return { code, output, last: output.trim().split('\n').at(-1) ?? '' };
  };
  const CATALOG_SITE = url(3002);
  const asDeployer = { authorization: `Bearer ${vars.DEPLOY_TOKEN}` };
  /** What the site has of the catalog: the live map, the releases the API lists, its deploy log, the store's rows. */
  const catalogState = async () => {
    const listed = await request(`${API}/api/admin/releases/catalog`, { agent, headers: asDeployer });
    assert(listed.status === 200, `GET /api/admin/releases/catalog: ${listed.status}`);
    const { live, releases, log } = listed.json;
    return JSON.stringify({
      live: [live.release, live.previous],
      releases: releases.map((row) => row.release),
      log: log.length,
      stored: await sql(
        "SELECT (SELECT string_agg(release, ',' ORDER BY release) FROM releases WHERE remote = 'catalog') || ' ' || (SELECT count(*) FROM release_files) || ' files ' || (SELECT count(*) FROM release_blobs) || ' blobs'",
      ),
      version: (await request(`${CATALOG_SITE}/version`, { agent })).json?.release,
    });
  };
  /** A PUT of a release's files straight to the publish endpoint through the proxy, as a tampered client would. */
  const put = (id, files, token) =>
    request(`${API}/api/admin/releases/catalog/${id}`, {
      agent,
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: { files },
      timeoutMs: 60_000,
    });
  const ci = { id: '', folder: '', files: [] };

  /** A page server's own address on loopback, not through the proxy. */
  const direct = (name) => `http://127.0.0.1:${extraPorts[name] ?? ports[name]}`;
  /** The catalog release a shell page server's /courses names (its server HTML from that release), or why not. */
  const catalogReleaseOfShell = async (name) => {
    const response = await fetch(`${direct(name)}/courses`).catch((error) => ({ status: error.message }));
    if (response.status !== 200) return `status ${response.status}`;
    const body = await response.text();
    if (!body.includes('data-server-page=')) return 'no server HTML';
    const named = body.includes(`${CATALOG_SITE}/releases/`)
      ? new RegExp(`${CATALOG_SITE}/releases/([^/]+)/`).exec(body)?.[1]
      : body.includes(`${CATALOG_SITE}/mf-manifest.json`) && 'base';
    return named || 'no catalog manifest named';
  };
  /** The release a catalog page server says is live (/version) once it has served one of that release's chunks. */
  const releaseOfCatalogServer = async (name, id) => {
    const version = await fetch(`${direct(name)}/version`).then(
      (response) => response.json(),
      () => ({}),
    );
    if (version.release !== id || id === 'base') return version.release;
    const chunk = ci.files.find((file) => /^[^/]+\.[0-9a-f]{8,}\.js$/.test(file.path));
    const served = await fetch(`${direct(name)}/releases/${id}/${chunk.path}`);
    const sha256 = createHash('sha256')
      .update(Buffer.from(await served.arrayBuffer()))
      .digest('hex');
    return served.status === 200 && sha256 === chunk.sha256 ? id : `${chunk.path}: ${served.status}, sha256 ${sha256}`;
  };
  /**
   * Asks each shell page server and each catalog server until it serves release `id` of the catalog (the shell's
   * /courses HTML names it; the catalog's /version names it and a chunk of it is served byte for byte), each
   * within 1 s; says how long each took.
   */
  const everyServerOn = async (id, shells, catalogs) => {
    const since = Date.now();
    const waits = [
      ...shells.map((name) => [name, () => catalogReleaseOfShell(name)]),
      ...catalogs.map((name) => [name, () => releaseOfCatalogServer(name, id)]),
    ].map(async ([name, ask]) => {
      for (;;) {
        const seen = await ask();
        const ms = Date.now() - since;
        if (seen === id) return `${name} ${ms} ms`;
        assert(ms < 1_000, `${name} still serves ${seen}, not ${id}, ${ms} ms after the command returned`);
        await sleep(20);
      }
    });
    return (await Promise.all(waits)).join(', ');
  };

  await check(
    'A CI working copy that shares no folder with the servers (a git clone with its own install) builds a catalog release',
    async () => {
      const began = Date.now();
      await capture('git', ['clone', '--quiet', ROOT, ciDir]);
      const cloned = Date.now();
      // npm run release installs what building needs first, in the clone, as in any fresh clone.
      const released = await ciNpm(undefined, 'release', ['catalog']);
      const id = /^release catalog (\S+)$/.exec(released.last)?.[1];
      assert(released.code === 0 && id, `npm run release in the clone (exit ${released.code}):\n${released.output}`);
      Object.assign(ci, { id, folder: path.join(ciDir, 'releases', 'catalog', id) });
      ci.files = releaseFiles(ci.folder);
      const before = await request(`${API}/api/releases/catalog/${id}/files`, { agent });
      assert(before.status === 404, `the API has the release before it is published: ${before.status}`);
      const kib = ci.files.reduce((sum, file) => sum + file.size, 0) / 1024;
      return `${id}: ${ci.files.length} files, ${kib.toFixed(0)} KiB in ${path.basename(ciDir)}; clone ${((cloned - began) / 1000).toFixed(1)} s, install and build ${((Date.now() - cloned) / 1000).toFixed(1)} s`;
    },
  );

  await check(
    "The dashboard team's token (DEPLOY_TOKEN_DASHBOARD) is refused for the catalog (403): publish, deploy, rollback; nothing changes",
    async () => {
      assert(ci.id, 'no release from the CI working copy');
      const before = await catalogState();
      const token = vars.DEPLOY_TOKEN_DASHBOARD;
      const refusals = [];
      for (const [command, args] of [
        ['publish', ['catalog', ci.id]],
        ['deploy', ['catalog', ci.id]],
        ['rollback', ['catalog']],
      ]) {
        const { code, output } = await ciNpm(token, command, args);
        assert(code === 1 && /refused \(HTTP 403\)/.test(output), `npm run ${command} (exit ${code}):\n${output}`);
        refusals.push(command);
      }
      // The same token is the dashboard's: it is set, and only the catalog is closed to it.
      const own = await request(`${API}/api/admin/releases/dashboard`, {
        agent,
        headers: { authorization: `Bearer ${token}` },
      });
      assert(own.status === 200, `the dashboard's token for the dashboard: ${own.status}`);
      const after = await catalogState();
      assert(after === before, `the catalog changed:\n${before}\n${after}`);
      return `${refusals.join(', ')}: 403 each; the dashboard's own list: 200; the catalog's live map, releases, deploy log and store unchanged`;
    },
  );

  await check(
    "Published from the CI through the proxy with the catalog team's token (npm run publish, deploy): its HTML and chunks served",
    async () => {
      assert(ci.id, 'no release from the CI working copy');
      const token = vars.DEPLOY_TOKEN_CATALOG;
      const started = Date.now();
      const published = await ciNpm(token, 'publish', ['catalog', ci.id]);
      assert(
        published.last === `published catalog ${ci.id}`,
        `npm run publish (exit ${published.code}):\n${published.output}`,
      );
      const publishMs = Date.now() - started;
      const deployed = await ciNpm(token, 'deploy', ['catalog', ci.id]);
      assert(deployed.last === `live catalog ${ci.id}`, `npm run deploy (exit ${deployed.code}):\n${deployed.output}`);
      const times = await everyServerOn(ci.id, ['shell-1', 'shell-2'], ['catalog', 'catalog-2']);
      const config = (await request(`${SITE}/runtime-config.json`, { agent })).json.remotes.catalog;
      const base = `${CATALOG_SITE}/releases/${ci.id}/`;
      assert(config === `${base}mf-manifest.json`, `the shell's run-time config names ${config}`);
      // Every chunk the CI built, served byte for byte by the catalog's page server.
      const chunks = ci.files.filter((file) => /\.(js|css)$/.test(file.path) && !file.path.startsWith('.server/'));
      for (const file of chunks) {
        const served = await request(`${base}${file.path}`, { agent });
        const sha256 = createHash('sha256').update(served.body).digest('hex');
        assert(
          served.status === 200 && sha256 === file.sha256,
          `${base}${file.path}: ${served.status}, sha256 ${sha256}`,
        );
      }
      const page = await request(`${SITE}/courses`, { agent });
      assert(
        page.status === 200 && page.body.includes('data-server-page=') && page.body.includes(`/releases/${ci.id}/`),
        `/courses: ${page.status}, server HTML ${page.body.includes('data-server-page=')}, names the release ${page.body.includes(`/releases/${ci.id}/`)}`,
      );
      // A CI job run twice: the same id with the same files changes nothing.
      const again = await ciNpm(token, 'publish', ['catalog', ci.id]);
      assert(
        again.code === 0 && again.output.includes('with the same files: nothing changed'),
        `publishing again (exit ${again.code}):\n${again.output}`,
      );
      return `publish ${publishMs} ms; after the deploy, served by ${times}; through the proxy ${chunks.length} chunks byte for byte and /courses from ${ci.id}; published again: nothing changed`;
    },
  );

  await check(
    'A shell and a catalog page server started afterwards on an empty host serve the live release from their first request',
    async () => {
      assert(ci.id, 'no release from the CI working copy');
      const began = Date.now();
      await Promise.all([
        startService('shell-3', 'shell-1', extraPorts['shell-3']),
        startService('catalog-3', 'catalog', extraPorts['catalog-3']),
      ]);
      const upMs = Date.now() - began;
      const first = Date.now();
      const [shell, catalog] = await Promise.all([
        catalogReleaseOfShell('shell-3'),
        releaseOfCatalogServer('catalog-3', ci.id),
      ]);
      const firstMs = Date.now() - first;
      assert(shell === ci.id, `shell-3's first /courses names the catalog release ${shell}`);
      assert(catalog === ci.id, `catalog-3's first /version and chunk: ${catalog}`);
      for (const name of ['shell-3', 'catalog-3']) {
        const health = await (await fetch(`${direct(name)}/health`)).json();
        assert(health.liveMap === 'current', `${name}/health: ${JSON.stringify(health)}`);
      }
      return `listening ${upMs} ms after they were started with empty caches; their first page and chunk ${firstMs} ms`;
    },
  );

  await check(
    'A rollback reaches every page server the other way within 1 s of npm run rollback (two shells, three catalogs)',
    async () => {
      assert(ci.id, 'no release from the CI working copy');
      const rolledBack = await ciNpm(vars.DEPLOY_TOKEN_CATALOG, 'rollback', ['catalog']);
      assert(
        rolledBack.last === 'live catalog base',
        `npm run rollback (exit ${rolledBack.code}):\n${rolledBack.output}`,
      );
      const times = await everyServerOn(
        'base',
        ['shell-1', 'shell-2', 'shell-3'],
        ['catalog', 'catalog-2', 'catalog-3'],
      );
      return `base served by ${times}`;
    },
  );

  // Canaries through the proxy (docs/decisions/2026-12-07-canary-and-preview.md): the CI's release to a share of
  // visitors while the rest keep `base`, each visitor held to its release by its cohort cookie on both shell page
  // servers; an automatic stop when the canary's browsers complain; promote and rollback.
  const VISITORS = Number(process.env.DEPLOY_CANARY_VISITORS ?? 200);
  const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  /** A page as a visitor in `cohort` (none: a fresh one) gets it, through the proxy or from one shell page server. */
  const coursesAs = (via, cohort, userAgent) =>
    pageAs({
      url: `${via === 'proxy' ? SITE : direct(via)}/courses`,
      agent,
      cohort,
      userAgent,
      catalogOrigin: CATALOG_SITE,
    });
  /** The catalog release `cohort` gets from each shell page server, once each says `expected` (within 5 s). */
  const everyShellGives = async (cohort, expected) => {
    const since = Date.now();
    for (const name of ['shell-1', 'shell-2']) {
      for (;;) {
        const page = await coursesAs(name, cohort);
        const seen = page.releases.join('+');
        if (page.status === 200 && seen === expected) break;
        assert(
          Date.now() - since < 5_000,
          `${name} gives cohort ${cohort ?? '(none)'} ${page.status} ${seen || 'no catalog release'}, not ${expected}, 5 s after the change`,
        );
        await sleep(100);
      }
    }
  };
  /**
   * A deploy command with the catalog team's token, from this working tree (the CI's clone has the checkout's
   * last commit), through the proxy; the release is the CI's, published already.
   */
  const catalogCommand = async (command, args) => {
    const { code, output } = await outcome(process.execPath, ['ops/bin/deploy-command.mjs', command, ...args], {
      cwd: ROOT,
      env: { ...ciEnv(vars.DEPLOY_TOKEN_CATALOG), RELEASES_DIR: releasesDir, SITE_URL: SITE },
    });
    return { code, output, last: output.trim().split('\n').at(-1) ?? '' };
  };
  /** `npm run deploy -- catalog <ci.id> --canary <percent>`, and both shells serving it to cohort 0 and not 99. */
  const startCanary = async (percent) => {
    const started = await catalogCommand('deploy', ['catalog', ci.id, '--canary', String(percent)]);
    assert(
      started.last === `canary catalog ${ci.id} ${percent}%`,
      `npm run deploy --canary (exit ${started.code}):\n${started.output}`,
    );
    await everyShellGives(0, ci.id);
    await everyShellGives(99, 'base');
  };
  const catalogList = async () => {
    const listed = await request(`${API}/api/admin/releases/catalog`, { agent, headers: asDeployer });
    assert(listed.status === 200, `GET /api/admin/releases/catalog: ${listed.status}`);
    return listed.json;
  };

  await check(
    `A 50% canary of a catalog release: ${VISITORS} fresh visitors through the proxy split 40–60%, each kept on its release for 5 loads across shell-1 and shell-2`,
    async () => {
      assert(ci.id, 'no release from the CI working copy');
      await startCanary(50);
      const visitors = await followVisitors({
        count: VISITORS,
        loads: 5,
        first: () => coursesAs('proxy'),
        next: [
          (cohort) => coursesAs('shell-1', cohort),
          (cohort) => coursesAs('shell-2', cohort),
          (cohort) => coursesAs('proxy', cohort),
        ],
      });
      const problems = visitors.flatMap((visitor) =>
        visitor.problems.map((problem) => `cohort ${visitor.cohort}: ${problem}`),
      );
      assert(problems.length === 0, `${problems.length} problems: ${problems.slice(0, 5).join('; ')}`);
      const moved = visitors.filter((visitor) => new Set(visitor.pages).size !== 1);
      assert(
        moved.length === 0,
        `${moved.length} visitors changed release: ${moved
          .slice(0, 3)
          .map((visitor) => `cohort ${visitor.cohort}: ${visitor.pages.join(', ')}`)
          .join('; ')}`,
      );
      // The contract's rule: a cohort below the percent is on the canary.
      const misplaced = visitors.filter((visitor) => (visitor.pages[0] === ci.id) !== (visitor.cohort ?? 100) < 50);
      assert(
        misplaced.length === 0,
        `${misplaced.length} visitors on the wrong side of 50: ${misplaced
          .slice(0, 3)
          .map((visitor) => `cohort ${visitor.cohort} got ${visitor.pages[0]}`)
          .join('; ')}`,
      );
      const onCanary = visitors.filter((visitor) => visitor.pages[0] === ci.id).length;
      const share = onCanary / visitors.length;
      assert(share >= 0.4 && share <= 0.6, `${onCanary} of ${visitors.length} visitors on the canary`);
      const crawler = await coursesAs('proxy', undefined, CRAWLER);
      assert(
        crawler.status === 200 && crawler.releases.join() === 'base' && crawler.cohort === undefined,
        `a crawler: ${crawler.status}, ${crawler.releases.join('+')}, cohort cookie ${crawler.cohort}`,
      );
      return `${onCanary} of ${visitors.length} on ${ci.id}, the rest on base, each on one release for all 5 loads; a crawler: base, no cookie`;
    },
  );

  await check('npm run rollback ends the canary: every visitor gets the stable release again', async () => {
    assert(ci.id, 'no release from the CI working copy');
    const ended = await catalogCommand('rollback', ['catalog']);
    const lines = ended.output.trim().split('\n');
    assert(
      ended.last === 'live catalog base' && lines.at(-2) === `canary of catalog ended (${ci.id} at 50%)`,
      `npm run rollback (exit ${ended.code}):\n${ended.output}`,
    );
    for (const cohort of [0, 49, 99]) await everyShellGives(cohort, 'base');
    const list = await catalogList();
    assert(
      list.canary === null && list.live.release === 'base',
      `the list: ${JSON.stringify(list.live)}, canary ${JSON.stringify(list.canary)}`,
    );
    assert(list.log[0]?.action === 'canary-stop', `the log's newest row: ${JSON.stringify(list.log[0])}`);
    return `${lines.at(-2)}; cohorts 0, 49 and 99 on base on both shells`;
  });

  await check('npm run promote makes a canary live for everyone, crawlers included', async () => {
    assert(ci.id, 'no release from the CI working copy');
    await startCanary(20);
    const promoted = await catalogCommand('promote', ['catalog']);
    assert(promoted.last === `live catalog ${ci.id}`, `npm run promote (exit ${promoted.code}):\n${promoted.output}`);
    for (const cohort of [0, 50, 99, undefined]) await everyShellGives(cohort, ci.id);
    const crawler = await coursesAs('proxy', undefined, CRAWLER);
    assert(crawler.releases.join() === ci.id, `a crawler after the promote: ${crawler.releases.join('+')}`);
    const list = await catalogList();
    assert(
      list.canary === null && list.live.release === ci.id && list.live.previous === 'base',
      `the list: ${JSON.stringify(list.live)}, canary ${JSON.stringify(list.canary)}`,
    );
    // Back to base for the checks after this one: an ordinary rollback now that no canary runs.
    const back = await catalogCommand('rollback', ['catalog']);
    assert(back.last === 'live catalog base', `npm run rollback (exit ${back.code}):\n${back.output}`);
    await everyShellGives(0, 'base');
    return `cohorts 0, 50, 99, a fresh visitor and a crawler on ${ci.id} on both shells; rolled back to base`;
  });

  await check(
    'A canary whose browsers report errors stops itself within 60 s, saying why, while every stable visitor is served',
    async () => {
      assert(ci.id, 'no release from the CI working copy');
      const { autoStop } = await catalogList();
      await startCanary(50);
      const began = Date.now();
      let outcome = '';
      // Stable visitors the whole time: every page must be served, from base.
      let watching = true;
      const stable = { served: 0, failures: /** @type {string[]} */ ([]) };
      const stableVisitors = Array.from({ length: 4 }, async (_, index) => {
        for (let load = 0; watching; load += 1) {
          const page = await coursesAs(
            load % 2 ? 'proxy' : `shell-${(index % 2) + 1}`,
            50 + ((index * 13 + load) % 50),
          );
          if (page.status === 200 && page.serverHtml && page.releases.join() === 'base') stable.served += 1;
          else stable.failures.push(`${page.status} ${page.releases.join('+')}`);
          await sleep(50);
        }
      });
      try {
        // The canary's visitors load pages (which the page servers count and report), and their browsers report
        // errors, past the threshold.
        for (let load = 0; load < 60; load += 1) {
          const page = await coursesAs(load % 2 ? 'shell-1' : 'shell-2', load % 50);
          assert(page.status === 200, `a canary visitor's page: ${page.status}`);
        }
        const reports = Math.max(autoStop?.minErrors ?? 10, 10) + 4;
        for (let index = 0; index < reports; index += 1) {
          const report = await request(`${API}/api/browser-errors`, {
            agent,
            method: 'POST',
            body: { remote: 'catalog', release: ci.id, kind: 'render' },
          });
          assert(report.status === 202 && report.json?.counted === true, `a report: ${report.status} ${report.body}`);
        }
        const reported = Date.now();
        let list;
        for (;;) {
          list = await catalogList();
          if (list.canary === null) break;
          assert(
            Date.now() - reported < 60_000,
            `the canary still runs 60 s after ${reports} error reports: ${JSON.stringify(list.canary)}`,
          );
          // Page loads keep coming while it runs, as a real canary's do.
          await coursesAs('shell-1', 0);
          await sleep(500);
        }
        const stoppedMs = Date.now() - reported;
        const live = await request(`${API}/api/releases/live`, { agent });
        assert(!live.json?.remotes?.catalog?.canary, `the live map: ${JSON.stringify(live.json?.remotes?.catalog)}`);
        const row = list.log[0];
        assert(
          row?.action === 'canary-stop' &&
            /^Canary stopped automatically: \d+ errors in \d+ page loads/.test(row.reason ?? ''),
          `the log's newest row: ${JSON.stringify(row)}`,
        );
        const listing = await catalogCommand('releases', ['catalog']);
        assert(listing.output.includes(row.reason), `npm run releases does not give the reason:\n${listing.output}`);
        for (const cohort of [0, 49, 99]) await everyShellGives(cohort, 'base');
        outcome = `stopped ${stoppedMs} ms after ${reports} reports (${((Date.now() - began) / 1000).toFixed(1)} s after it started): "${row.reason}"`;
      } finally {
        watching = false;
        await Promise.all(stableVisitors);
        // A canary that did not stop is ended here, so that the checks after this one see the stable site.
        if ((await catalogList()).canary) await catalogCommand('rollback', ['catalog']);
      }
      assert(
        stable.failures.length === 0,
        `${stable.failures.length} stable pages failed or named another release: ${stable.failures.slice(0, 5).join('; ')}`,
      );
      return `${outcome}; stable pages meanwhile: ${stable.served} served, 0 failed`;
    },
  );

  /** The CI's files with `file` replaced: its sha256 recomputed (`honest`) or the original one kept. */
  const withChanged = (files, file, bytes, honest) =>
    files.map((entry) =>
      entry.path !== file
        ? entry
        : honest
          ? publishedFile(file, bytes)
          : { ...publishedFile(file, bytes), sha256: entry.sha256 },
    );
  /** One of the release's hashed chunks (`<name>.<hash>.js` at its root, where the build writes them). */
  const aChunk = () => {
    const chunk = ci.files.find((file) => /^[^/]+\.[0-9a-f]{8,}\.js$/.test(file.path));
    assert(chunk, `no hashed chunk among ${ci.files.map((file) => file.path).join(', ')}`);
    return chunk;
  };

  await check('An upload with a file that does not match its hash is refused (400); nothing is stored', async () => {
    assert(ci.id, 'no release from the CI working copy');
    // A release otherwise whole under an id the site has not got: its release.json names that id.
    const id = `${ci.id}-tampered`;
    const info = JSON.parse(Buffer.from(ci.files.find((file) => file.path === 'release.json').content, 'base64'));
    const relabelled = withChanged(
      ci.files,
      'release.json',
      Buffer.from(JSON.stringify({ ...info, release: id })),
      true,
    );
    const chunk = aChunk();
    const files = withChanged(
      relabelled,
      chunk.path,
      Buffer.concat([Buffer.from(chunk.content, 'base64'), Buffer.from('\n;globalThis.tampered = true;\n')]),
      false,
    );
    const before = await catalogState();
    const answer = await put(id, files, vars.DEPLOY_TOKEN_CATALOG);
    assert(
      answer.status === 400 && answer.json?.message?.includes(`${chunk.path} does not match its hash`),
      `${answer.status}: ${answer.body.slice(0, 300)}`,
    );
    const after = await catalogState();
    assert(after === before, `the catalog changed:\n${before}\n${after}`);
    const listed = await request(`${API}/api/releases/catalog/${id}/files`, { agent });
    assert(listed.status === 404, `the store lists the refused release: ${listed.status}`);
    return `400 "${answer.json.message.slice(0, 80)}…"; releases, live map, files and blobs in the store unchanged`;
  });

  await check(
    'The same id with different content answers 409; the stored release and the live site unchanged',
    async () => {
      assert(ci.id, 'no release from the CI working copy');
      const chunk = aChunk();
      const changed = Buffer.concat([
        Buffer.from(chunk.content, 'base64'),
        Buffer.from('\n;globalThis.changed = true;\n'),
      ]);
      const before = await catalogState();
      const answer = await put(ci.id, withChanged(ci.files, chunk.path, changed, true), vars.DEPLOY_TOKEN_CATALOG);
      assert(answer.status === 409, `${answer.status}: ${answer.body.slice(0, 300)}`);
      const after = await catalogState();
      assert(after === before, `the catalog changed:\n${before}\n${after}`);
      const served = await request(`${CATALOG_SITE}/releases/${ci.id}/${chunk.path}`, { agent });
      const sha256 = createHash('sha256').update(served.body).digest('hex');
      assert(
        sha256 === chunk.sha256,
        `${chunk.path} is served with sha256 ${sha256}, not the published ${chunk.sha256}`,
      );
      return `409 "${answer.json?.message?.slice(0, 80)}…"; ${chunk.path} still served as published`;
    },
  );

  await check('A registration through the internship form in Chromium is stored in PostgreSQL', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const violations = [];
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy|ERR_CERT/i.test(message.text())) violations.push(message.text());
      });
      const email = `form.${Date.now()}@rehearsal.test`;
      await page.goto(`${SITE}/internship#registration-form`);
      const form = page.getByRole('form', { name: 'Register for Internship' });
      await form.waitFor({ timeout: 20_000 });
      await form.getByRole('textbox', { name: /full name/i }).fill('Asha Rao');
      await form.getByRole('textbox', { name: /^email/i }).fill(email);
      await form.getByRole('textbox', { name: /phone number/i }).fill('9876543210');
      await form.getByRole('combobox', { name: /program/i }).selectOption('Mechanical');
      await form.getByRole('textbox', { name: /qualification/i }).fill('B.E. Mechanical');
      await form.getByRole('textbox', { name: /college\/university/i }).fill('RV College of Engineering');
      await form.getByRole('spinbutton', { name: /graduation year/i }).fill('2025');
      await form.getByRole('button', { name: 'Register Now' }).click();
      await form.getByRole('status').filter({ hasText: 'Registration successful' }).waitFor({ timeout: 15_000 });
      const stored = await sql(`SELECT count(*) FROM registrations WHERE email = '${email}'`);
      assert(stored === '1', `stored ${stored} times`);
      assert(violations.length === 0, `the browser reported: ${violations.join('; ')}`);
      return `${email} stored once`;
    } finally {
      await context.close();
    }
  });

  await check(
    'A registration without JavaScript goes through the shell and the remote to the API replicas, stored once',
    async () => {
      // The shell's server passes the post to the internship server (INTERNSHIP_INTERNAL_URL), which sends it to
      // the replicas themselves (API_INTERNAL_URL), then redirects (post/redirect/get) to the confirmation.
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const email = `nojs.${Date.now()}@rehearsal.test`;
        // A page whose HTML misses its 300 ms budget is left to the browser: its HTML is asked for once before.
        await request(`${SITE}/internship`, { agent });
        await page.goto(`${SITE}/internship`);
        const form = page.getByRole('form', { name: 'Register for Internship' });
        await form.getByRole('textbox', { name: /full name/i }).fill('Asha Rao', { timeout: 20_000 });
        await form.getByRole('textbox', { name: /^email/i }).fill(email);
        await form.getByRole('textbox', { name: /phone number/i }).fill('9876543210');
        await form.getByRole('combobox', { name: /program/i }).selectOption('Civil');
        await form.getByRole('textbox', { name: /qualification/i }).fill('B.E. Civil');
        await form.getByRole('textbox', { name: /college\/university/i }).fill('RV College of Engineering');
        await form.getByRole('spinbutton', { name: /graduation year/i }).fill('2025');
        await form.getByRole('button', { name: 'Register Now' }).click();
        await form.getByRole('status').filter({ hasText: 'Registration successful' }).waitFor({ timeout: 20_000 });
        assert(page.url().includes('?sent=internship'), `ended on ${page.url()}`);
        await page.reload();
        const stored = await sql(`SELECT count(*) FROM registrations WHERE email = '${email}'`);
        assert(stored === '1', `stored ${stored} times`);
        return `${email} stored once, confirmed at ${new URL(page.url()).pathname}${new URL(page.url()).search}`;
      } finally {
        await context.close();
      }
    },
  );

  await check(
    'Staff login; the dashboard, connected through the proxy, receives registrations that each replica took',
    async () => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(`${SITE}/dashboard`);
        const main = page.locator('main');
        await page.getByRole('heading', { level: 1, name: 'Staff sign in' }).waitFor({ timeout: 20_000 });
        await main.getByLabel(/^email/i).fill(vars.ADMIN_EMAIL);
        await main.getByLabel(/^password/i).fill(vars.ADMIN_PASSWORD);
        await main.getByRole('button', { name: 'Sign in' }).click();
        // docker-compose.yml sets STAFF_MFA=required: the admin, who has no second factor yet, may only add one.
        // A passkey from Chromium's virtual authenticator, the recovery codes kept, and the dashboard opens.
        await page.getByRole('heading', { level: 1, name: 'Add a second factor' }).waitFor({ timeout: 15_000 });
        const cdp = await context.newCDPSession(page);
        await cdp.send('WebAuthn.enable');
        await cdp.send('WebAuthn.addVirtualAuthenticator', {
          options: {
            protocol: 'ctap2',
            transport: 'internal',
            hasResidentKey: true,
            hasUserVerification: true,
            isUserVerified: true,
          },
        });
        await main.getByRole('textbox', { name: /^passkey name/i }).fill('Rehearsal passkey');
        await main.getByRole('button', { name: 'Add a passkey' }).click();
        await main.getByRole('button', { name: 'I have saved them' }).click();
        await page
          .getByRole('heading', { level: 1, name: 'Program Registration Dashboard' })
          .waitFor({ timeout: 15_000 });
        await page.getByText('Live updates on').waitFor({ timeout: 15_000 });
        await main.getByRole('button', { name: /^IT\b/ }).click();
        const dialog = page.getByRole('dialog', { name: 'IT Students' });
        await dialog.waitFor();
        // The dashboard's socket is on one replica; a registration posted straight to each replica means one of
        // them is certainly the other's, carried by Socket.IO's PostgreSQL adapter.
        const names = [];
        for (const name of apis) {
          const fullName = `Arrival On ${name === apis[0] ? 'One' : 'Two'} ${randomBytes(3).toString('hex')}`;
          const response = await fetch(`http://127.0.0.1:${ports[name]}/api/internships`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...registration(`live.${name}.${Date.now()}@rehearsal.test`), fullName }),
          });
          assert(response.status === 201, `${name} answered ${response.status}`);
          names.push(fullName);
        }
        for (const fullName of names) await dialog.getByText(fullName).waitFor({ timeout: 10_000 });
        return `${names.join(' and ')} shown live`;
      } finally {
        await context.close();
      }
    },
  );

  const storedOnce = async (tag, acknowledged) => {
    const rows = await sql(`SELECT email, count(*) FROM registrations WHERE email LIKE '${tag}.%' GROUP BY email`);
    const counts = new Map(
      rows
        ? rows.split('\n').map((line) => {
            const [email, n] = line.split('|');
            return [email, Number(n)];
          })
        : [],
    );
    const missing = acknowledged.filter((email) => counts.get(email) !== 1);
    const duplicated = [...counts].filter(([, n]) => n > 1).map(([email]) => email);
    return { stored: counts.size, missing, duplicated };
  };

  await check(
    `Load through the proxy for ${LOAD_MS / 1000} s, ${apis[0]} killed (kill -9) at a third and started again at two thirds`,
    async () => {
      let killedAt = 0;
      const result = await runLoad({
        url: API,
        agent,
        tag: 'kill',
        durationMs: LOAD_MS,
        events: [
          [
            LOAD_MS / 3,
            async () => {
              killedAt = Date.now();
              await running[apis[0]].stop('SIGKILL');
            },
          ],
          [
            (LOAD_MS * 2) / 3,
            async () => {
              await startService(apis[0]);
            },
          ],
        ],
      });
      const { stored, missing, duplicated } = await storedOnce('kill', result.acknowledged);
      const lateFailures = result.failures.filter((failure) => failure.at - killedAt > 5_000);
      const span = result.failures.length
        ? `, all within ${Math.max(...result.failures.map((failure) => failure.at - killedAt))} ms of the kill`
        : '';
      console.log(
        `    requests ${result.total}, acknowledged (201) ${result.acknowledged.length}, stored ${stored}, failed ${result.failures.length}${span}`,
      );
      if (result.failures.length)
        console.log(
          `${failureSummary(result.failures, killedAt)}\n    Caddy's log about the replicas from the kill on:\n${proxyLog(killedAt)}`,
        );
      assert(
        missing.length === 0,
        `${missing.length} acknowledged registrations are not stored exactly once: ${missing.slice(0, 5).join(', ')}`,
      );
      assert(duplicated.length === 0, `stored twice: ${duplicated.slice(0, 5).join(', ')}`);
      // At most the requests in flight on the killed replica, and none once Caddy has taken it out.
      assert(
        result.failures.length <= LOAD_CONCURRENCY,
        `${result.failures.length} failed requests, more than can be in flight (${LOAD_CONCURRENCY})`,
      );
      assert(lateFailures.length === 0, `${lateFailures.length} requests failed more than 5 s after the kill`);
      await replicaHealthy(apis[0]);
      return `acknowledged ${result.acknowledged.length}, stored ${stored}, failed ${result.failures.length}${span}`;
    },
  );
  await seenByProxy();

  await check(
    'A rolling restart under the same load (SIGTERM one replica, wait until healthy, then the other): 0 failed requests',
    async () => {
      const restarts = [];
      const loadStarted = Date.now();
      const result = await runLoad({
        url: API,
        agent,
        tag: 'rolling',
        durationMs: LOAD_MS,
        events: [
          [
            2_000,
            async () => {
              for (const name of apis) {
                const began = Date.now();
                await running[name].stop('SIGTERM');
                await startService(name);
                await replicaHealthy(name);
                await seenByProxy();
                restarts.push(`${name} ${((Date.now() - began) / 1000).toFixed(1)} s`);
              }
            },
          ],
        ],
      });
      const { stored, missing, duplicated } = await storedOnce('rolling', result.acknowledged);
      console.log(
        `    requests ${result.total}, acknowledged (201) ${result.acknowledged.length}, stored ${stored}, failed ${result.failures.length}; restarted ${restarts.join(', ')}`,
      );
      if (result.failures.length)
        console.log(
          `${failureSummary(result.failures, loadStarted)}\n    Caddy's log about the replicas:\n${proxyLog(loadStarted)}`,
        );
      assert(restarts.length === apis.length, 'the rolling restart did not finish during the load');
      assert(result.failures.length === 0, `${result.failures.length} failed requests`);
      assert(
        missing.length === 0 && duplicated.length === 0,
        `${missing.length} missing, ${duplicated.length} duplicated`,
      );
      return `acknowledged ${result.acknowledged.length}, stored ${stored}, failed 0`;
    },
  );

  await check(
    `Pages through the proxy for ${LOAD_MS / 2000} s, shell-1's page server killed (kill -9) at a third and started again at two thirds: 0 failed page requests`,
    async () => {
      const durationMs = LOAD_MS / 2;
      let killedAt = 0;
      const result = await runPageLoad({
        url: SITE,
        agent,
        pages: ['/', '/courses', '/about', '/internship', '/courses/autocad'],
        durationMs,
        events: [
          [
            durationMs / 3,
            async () => {
              killedAt = Date.now();
              await running['shell-1'].stop('SIGKILL');
            },
          ],
          [(durationMs * 2) / 3, () => startService('shell-1')],
        ],
      });
      console.log(`    page requests ${result.total}, served (200) ${result.served}, failed ${result.failures.length}`);
      if (result.failures.length)
        console.log(
          `${failureSummary(result.failures, killedAt)}\n    Caddy's log about the shell's page servers from the kill on:\n${proxyLog(killedAt)}`,
        );
      assert(result.failures.length === 0, `${result.failures.length} failed page requests`);
      return `${result.served} pages served, 0 failed`;
    },
  );
  await seenByProxy();

  await check(
    'Both API replicas stopped: the page servers keep serving the pages and the last live map they heard, and say so in /health',
    async () => {
      const servers = ['shell-1', 'shell-2', 'catalog'];
      const healthOf = async (name) => (await fetch(`${direct(name)}/health`)).json();
      /** Asks every server's /health until each says `liveMap` is `state`; how long that took. */
      const allSay = async (state, timeoutMs) => {
        const since = Date.now();
        for (;;) {
          const said = await Promise.all(servers.map(healthOf));
          if (said.every((health) => health.liveMap === state)) return Date.now() - since;
          assert(Date.now() - since < timeoutMs, `after ${timeoutMs} ms: ${JSON.stringify(said)}`);
          await sleep(100);
        }
      };
      await Promise.all(apis.map((name) => running[name].stop('SIGTERM')));
      const staleMs = await allSay('stale', 10_000);
      for (const page of ['/courses', '/about', '/internship']) {
        const response = await request(`${SITE}${page}`, { agent });
        assert(
          response.status === 200 && response.body.includes('data-server-page='),
          `${page} without the API: ${response.status}, server HTML ${response.body.includes('data-server-page=')}`,
        );
      }
      const health = await healthOf('shell-1');
      assert(health.since, `shell-1/health names no time the API was lost: ${JSON.stringify(health)}`);
      await Promise.all(apis.map((name) => startService(name)));
      await Promise.all(apis.map((name) => replicaHealthy(name)));
      const currentMs = await allSay('current', 10_000);
      await healthyThroughProxy();
      return `stale on every page server ${staleMs} ms after the replicas stopped; /courses, /about and /internship served; current again ${currentMs} ms after they were healthy`;
    },
  );

  await check(
    'Backup (deploy/backup.sh), drop the database, restore (deploy/restore.sh): counts, sample rows and audit log equal',
    async () => {
      // A staff action first, so the audit log has something in it. The admin added a passkey above, so the
      // password alone answers 202 (a second step is needed); the sign-ins before it are in the log.
      const login = await request(`${API}/api/auth/login`, {
        agent,
        method: 'POST',
        body: { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD },
      });
      assert(login.status === 202, `login: ${login.status}`);
      await Promise.all(apis.map((name) => running[name].stop('SIGTERM')));
      const tables = (
        await sql(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
      ).split('\n');
      const snapshot = async () => ({
        counts: await sql(
          tables.map((table) => `SELECT '${table}', count(*) FROM "${table}"`).join(' UNION ALL ') + ' ORDER BY 1',
        ),
        sample: await sql(
          `SELECT json_agg(r ORDER BY r.id) FROM (SELECT * FROM registrations ORDER BY md5(id::text) LIMIT 25) r`,
        ),
        audit: await sql(`SELECT json_agg(a ORDER BY a.id) FROM audit_log a`),
      });
      const before = await snapshot();

      const backups = path.join(tmp, 'backups');
      mkdirSync(backups);
      // One from a month ago: kept BACKUP_KEEP_DAYS=14 days, it goes.
      const old = path.join(backups, 'blueprint-20000101T000000Z.dump');
      writeFileSync(old, '');
      const monthAgo = new Date(Date.now() - 30 * 86_400_000);
      utimesSync(old, monthAgo, monthAgo);
      const libpq = {
        PATH: `${pg.bin}:${process.env.PATH}`,
        ...Object.fromEntries(
          Object.entries(compose.services.backup.environment).map(([key, value]) => [key, interpolate(value, vars)]),
        ),
      };
      Object.assign(libpq, { PGHOST: '127.0.0.1', PGPORT: String(ports.postgres), BACKUP_DIR: backups });
      await capture('sh', [path.join(ROOT, 'deploy', 'backup.sh')], { env: libpq });
      const files = readdirSync(backups).filter((file) => file.endsWith('.dump'));
      assert(files.length === 1 && files[0] !== path.basename(old), `backups after one run: ${files.join(', ')}`);

      const db = postgresEnv.POSTGRES_DB;
      await sql(`DROP DATABASE "${db}"`, 'postgres');
      await sql(`CREATE DATABASE "${db}" OWNER "${postgresEnv.APP_DB_USER}"`, 'postgres');
      await sql(`REVOKE ALL ON DATABASE "${db}" FROM PUBLIC`, 'postgres');
      assert(
        (await sql(`SELECT count(*) FROM pg_tables WHERE schemaname = 'public'`)) === '0',
        'the database was not emptied',
      );
      await capture('sh', [path.join(ROOT, 'deploy', 'restore.sh'), path.join(backups, files[0])], { env: libpq });
      const after = await snapshot();
      assert(after.counts === before.counts, `counts differ:\n${before.counts}\n---\n${after.counts}`);
      assert(after.sample === before.sample, 'the sample of registrations differs');
      assert(after.audit === before.audit, 'the audit log differs');

      // The API runs on the restored database.
      await Promise.all(apis.map((name) => startService(name)));
      await Promise.all(apis.map((name) => replicaHealthy(name)));
      await healthyThroughProxy();
      const registrations = before.counts.split('\n').find((line) => line.startsWith('registrations|'));
      return `${tables.length} tables, ${registrations.split('|')[1]} registrations, ${before.audit ? JSON.parse(before.audit).length : 0} audit entries`;
    },
  );
}

let crashed = false;
const began = Date.now();
try {
  await main();
} catch (error) {
  crashed = true;
  tally.failed += 1;
  console.error(paint(31, `The rehearsal could not run: ${error?.stack ?? error}`));
} finally {
  await stopAll();
  await cleanup();
}
const minutes = ((Date.now() - began) / 60_000).toFixed(1);
console.log(
  `\n${tally.failed ? paint(31, crashed ? 'The rehearsal stopped early.' : 'Some checks failed.') : paint(32, 'The deployment rehearsal passed.')} (${minutes} min)`,
);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 ? 1 : 0);
