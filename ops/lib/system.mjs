// @ts-check
// Runs the built system: the API on its embedded database (or DATABASE_URL), and a page server for each of the
// four remotes and the shell, one child process each. npm start and the e2e harness both start it through here, so the tests exercise
// exactly what a developer runs. A service that stops without being asked to is started again (with backoff,
// lib/restart-policy.mjs): the shell's fallbacks cover a remote while it is away, the rest keeps serving.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runtimeConfigFromEnv } from '@blueprint/contract/runtime-config';
import { API, APPS, REMOTES, portsFrom } from '@blueprint/contract/topology';
import { prefix } from './log.mjs';
import { ROOT } from './paths.mjs';
import { DEPLOY_TOKEN_FILE } from './releases/places.mjs';
import { createBackoff, RESTART_POLICY } from './restart-policy.mjs';

const EXIT_WITH_PARENT = path.join(ROOT, 'ops', 'lib', 'exit-with-parent.cjs');

/** @typedef {import('@blueprint/contract/topology').ServiceName} ServiceName */
/** @typedef {Record<ServiceName, number>} Ports */

// The ports, from a base (PORT_BASE) or the topology's own, are the contract's: the harnesses import them here.
export { portsFrom };

const url = (port) => `http://localhost:${port}`;

/**
 * @param {{
 *   ports?: Ports,
 *   dataDir: string,
 *   runtimeConfigFile: string,
 *   stateDir?: string,
 *   env?: NodeJS.ProcessEnv,
 *   apiEnv?: NodeJS.ProcessEnv,
 *   logFile?: string,
 *   services?: ServiceName[],
 *   restart?: import('./restart-policy.mjs').RestartPolicy | false,
 * }} options
 */
/** This machine's addresses: the processes npm start runs call each other on them. */
const LOOPBACK = '127.0.0.1,::1';

/** Where an instance keeps the token a Prometheus scraper sends to /metrics (METRICS_TOKEN). */
const METRICS_TOKEN_FILE = 'metrics-token';
/**
 * Where an instance keeps the secret its API and page servers share (PAGE_SERVER_SECRET): the API signs preview
 * links with it, the page servers check them and send their page-load counts with it.
 */
const PAGE_SERVER_SECRET_FILE = 'page-server-secret';

/**
 * A token of the instance whose state is in `stateDir`, in `name` there: made once, readable by its owner
 * alone, and read from there by what uses it (`npm run deploy`, a local scraper).
 * @param {string} stateDir
 * @param {string} name
 */
function instanceToken(stateDir, name) {
  const file = path.join(stateDir, name);
  if (!existsSync(file)) writeFileSync(file, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

export async function startSystem({
  ports = portsFrom(0),
  dataDir,
  runtimeConfigFile,
  // This instance's deploy token and page servers' caches (lib/releases/places.mjs): beside its run-time config.
  stateDir = path.dirname(runtimeConfigFile),
  env = process.env,
  apiEnv = {},
  logFile,
  services = ['api', ...REMOTES, 'shell'],
  restart = RESTART_POLICY,
}) {
  const urls = {
    shell: url(ports.shell),
    api: url(ports.api),
    remotes: /** @type {Record<(typeof REMOTES)[number], string>} */ (
      Object.fromEntries(REMOTES.map((name) => [name, url(ports[name])]))
    ),
  };
  // API_URL, MARKETING_URL, …: what the caller set, else the service this run starts.
  /** @type {Record<string, string>} */
  const configEnv = {
    [API.urlEnv]: env[API.urlEnv] ?? urls.api,
    ...Object.fromEntries(
      REMOTES.map((name) => [APPS[name].urlEnv, env[APPS[name].urlEnv ?? ''] ?? urls.remotes[name]]),
    ),
    // The site's address for search engines and link previews: the shell's unless the caller says otherwise.
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? urls.shell,
  };
  const runtimeConfig = runtimeConfigFromEnv(configEnv);
  mkdirSync(path.dirname(runtimeConfigFile), { recursive: true });
  writeFileSync(runtimeConfigFile, `${JSON.stringify(runtimeConfig, null, 2)}\n`);
  mkdirSync(dataDir, { recursive: true });
  const deployToken = env.DEPLOY_TOKEN || instanceToken(stateDir, DEPLOY_TOKEN_FILE);
  // /metrics on the API and every page server (docs/decisions/2026-12-07-metrics-and-request-ids.md).
  const metricsToken = env.METRICS_TOKEN || instanceToken(stateDir, METRICS_TOKEN_FILE);
  // Previews and the canary's automatic stop (docs/decisions/2026-12-07-canary-and-preview.md).
  const pageServerSecret = env.PAGE_SERVER_SECRET || instanceToken(stateDir, PAGE_SERVER_SECRET_FILE);

  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const children = new Map();
  /**
   * What the supervisor knows of each service. `held`: stopped on purpose (stop()), so not restarted.
   * @type {Map<string, { state: 'starting' | 'running' | 'restarting' | 'stopped', restarts: number, port: number,
   *   held: boolean, backoff: ReturnType<typeof createBackoff>, timer?: NodeJS.Timeout }>}
   */
  const supervision = new Map();
  let closing = false;
  /** One line about a service's state: on the console under npm start, in the log file under the tests. */
  function report(line) {
    if (log) log.write(`supervisor: ${line}\n`);
    else process.stdout.write(`${prefix('supervisor')}${line}\n`);
  }
  const origins = [urls.shell, ...Object.values(urls.remotes)].join(',');

  /** @param {ServiceName} name @param {number} port */
  function spawnService(name, port) {
    const isApi = name === 'api';
    const args = isApi
      ? [path.join(ROOT, 'api', 'dist', 'server.cjs')]
      : [
          path.join(ROOT, 'page-server', 'dist', 'server.cjs'),
          name,
          '--dir',
          path.join(ROOT, APPS[name].dir, 'dist'),
          '--port',
          String(port),
        ];
    const childEnv = {
      ...env,
      ...configEnv,
      BLUEPRINT_SUPERVISOR_PID: String(process.pid),
      // On the console, a readable line per request; in a log file, JSON a test can read.
      LOG_FORMAT: env.LOG_FORMAT ?? (log ? 'json' : 'pretty'),
      PORT: String(port),
      // The remotes' servers send forms posted without JavaScript to the API for the visitor the shell's
      // server names (X-Forwarded-For): the API and the remotes believe it from this machine only.
      TRUST_PROXY: env.TRUST_PROXY ?? (name === 'shell' ? '' : LOOPBACK),
      METRICS_TOKEN: metricsToken,
      PAGE_SERVER_SECRET: pageServerSecret,
      ...(isApi
        ? {
            DATA_DIR: dataDir,
            CORS_ORIGINS: env.CORS_ORIGINS ?? origins,
            DEPLOY_TOKEN: deployToken,
            SHELL_INTERNAL_URL: urls.shell,
            ...apiEnv,
          }
        : {
            RUNTIME_CONFIG_FILE: name === 'shell' ? runtimeConfigFile : '',
            // Where the page server hears which release of each remote is live and fetches a release's files,
            // kept by content hash in a folder of its own (docs/decisions/2026-11-27-releases.md).
            API_INTERNAL_URL: env.API_INTERNAL_URL ?? configEnv[API.urlEnv],
            RELEASES_CACHE_DIR: path.join(stateDir, 'page-server-cache', name),
          }),
    };
    const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, ...args], {
      cwd: ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tag = prefix(name);
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = '';
      stream?.on('data', (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          if (log) log.write(`${name}: ${line}\n`);
          else process.stdout.write(`${tag}${line}\n`);
        }
      });
    }
    children.set(name, child);
    const entry = supervision.get(name) ?? {
      state: 'starting',
      restarts: 0,
      port,
      held: false,
      backoff: createBackoff(restart || RESTART_POLICY),
    };
    Object.assign(entry, { state: 'starting', port, held: false });
    entry.backoff.started();
    supervision.set(name, entry);
    child.once('exit', (code, signal) => {
      // Ctrl-C reaches the children and npm start at once: give its handler (stopAll) a moment to say so.
      setTimeout(() => {
        if (closing || entry.held || children.get(name) !== child) return;
        if (restart) return restartLater(name, `${signal ?? `exit ${code}`}`);
        entry.state = 'stopped';
        report(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}); restarts are off`);
      }, 50);
    });
    return child;
  }

  /** Starts a service that stopped on its own again, after the policy's wait, and reports each step. */
  function restartLater(name, why) {
    const entry = /** @type {NonNullable<ReturnType<typeof supervision.get>>} */ (supervision.get(name));
    const wait = entry.backoff.next();
    entry.state = 'restarting';
    entry.restarts += 1;
    report(
      `${name} stopped unexpectedly (${why}); restarting in ${wait / 1000} s (restart ${entry.restarts}); the rest keeps serving`,
    );
    entry.timer = setTimeout(async () => {
      entry.timer = undefined;
      if (closing || entry.held) return;
      const child = spawnService(name, entry.port);
      try {
        await waitHealthy(name, entry.port);
        if (children.get(name) !== child) return;
        entry.state = 'running';
        report(`${name} is back on ${url(entry.port)} (pid ${child.pid}, restart ${entry.restarts})`);
      } catch (error) {
        // If it exited, its exit handler has scheduled the next attempt already.
        report(`${name} did not come back: ${/** @type {Error} */ (error).message}`);
      }
    }, wait);
  }

  async function waitHealthy(name, port, timeoutMs = 60_000) {
    // A page server's run-time config, not a page: it answers as soon as the server does, and is no page view.
    const target = name === 'api' ? `${url(port)}/api/health` : `${url(port)}/runtime-config.json`;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const child = children.get(name);
      if (child && (child.exitCode !== null || child.signalCode !== null)) {
        throw new Error(`${name} exited (${child.signalCode ?? `code ${child.exitCode}`}) while starting`);
      }
      try {
        // Bounded, so that one stuck connection cannot hold the whole start past its deadline.
        const response = await fetch(target, { signal: AbortSignal.timeout(2000) });
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`${name} did not answer on ${target} within ${timeoutMs / 1000} s`);
      await sleep(200);
    }
  }

  async function stopService(name) {
    const entry = supervision.get(name);
    if (entry) {
      entry.held = true;
      entry.state = 'stopped';
      clearTimeout(entry.timer);
    }
    const child = children.get(name);
    if (!child || child.exitCode !== null || child.signalCode) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  const system = {
    urls,
    ports,
    runtimeConfigFile,
    stateDir,
    deployToken,
    pageServerSecret,
    runtimeConfig,
    children,
    /** (Re)starts one service, by default on its own port, and waits until it answers. */
    async start(/** @type {ServiceName} */ name, port = ports[name]) {
      await stopService(name);
      spawnService(name, port);
      await waitHealthy(name, port);
      const entry = supervision.get(name);
      if (entry) entry.state = 'running';
    },
    /** Stops one service (SIGTERM, then SIGKILL after 5 s). */
    stop: stopService,
    /** Each service's state as the supervisor sees it. */
    status() {
      return Object.fromEntries(
        [...supervision].map(([name, { state, restarts, port }]) => [
          name,
          { state, restarts, port, pid: children.get(name)?.pid },
        ]),
      );
    },
    async stopAll() {
      closing = true;
      await Promise.all([...children.keys()].map((name) => stopService(name)));
      log?.end();
    },
  };

  try {
    // The API first (the others do not depend on it at start, but the log reads better).
    for (const name of services) spawnService(name, ports[name]);
    await Promise.all(services.map((name) => waitHealthy(name, ports[name])));
    for (const entry of supervision.values()) entry.state = 'running';
  } catch (error) {
    await system.stopAll();
    throw error;
  }
  return system;
}
