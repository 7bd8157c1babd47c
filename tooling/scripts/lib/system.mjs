// @ts-check
// Runs the built system: the API on its embedded database (or DATABASE_URL), the four remotes and the shell,
// one child process each. npm start and the e2e harness both start it through here, so the tests exercise
// exactly what a developer runs.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API, APPS } from '@blueprint/serve/apps';
import { runtimeConfigFromEnv } from '@blueprint/serve/runtime-config';
import { prefix } from './log.mjs';
import { ROOT } from './paths.mjs';

/** @typedef {keyof typeof APPS | 'api'} ServiceName */
/** @typedef {Record<ServiceName, number>} Ports */

/** CONTRACT.md's ports; a base shifts them all (shell = base, remotes base+1..4, API base+10). */
export function portsFrom(base) {
  if (!base) {
    return /** @type {Ports} */ ({
      ...Object.fromEntries(Object.entries(APPS).map(([name, app]) => [name, app.port])),
      api: API.port,
    });
  }
  return { shell: base, marketing: base + 1, catalog: base + 2, internship: base + 3, dashboard: base + 4, api: base + 10 };
}

const url = (port) => `http://localhost:${port}`;

/**
 * @param {{
 *   ports?: Ports,
 *   dataDir: string,
 *   runtimeConfigFile: string,
 *   env?: NodeJS.ProcessEnv,
 *   apiEnv?: NodeJS.ProcessEnv,
 *   logFile?: string,
 *   services?: ServiceName[],
 * }} options
 */
export async function startSystem({
  ports = portsFrom(0),
  dataDir,
  runtimeConfigFile,
  env = process.env,
  apiEnv = {},
  logFile,
  services = ['api', 'marketing', 'catalog', 'internship', 'dashboard', 'shell'],
}) {
  const urls = {
    shell: url(ports.shell),
    api: url(ports.api),
    remotes: {
      marketing: url(ports.marketing),
      catalog: url(ports.catalog),
      internship: url(ports.internship),
      dashboard: url(ports.dashboard),
    },
  };
  const configEnv = {
    API_URL: env.API_URL ?? urls.api,
    MARKETING_URL: env.MARKETING_URL ?? urls.remotes.marketing,
    CATALOG_URL: env.CATALOG_URL ?? urls.remotes.catalog,
    INTERNSHIP_URL: env.INTERNSHIP_URL ?? urls.remotes.internship,
    DASHBOARD_URL: env.DASHBOARD_URL ?? urls.remotes.dashboard,
  };
  const runtimeConfig = runtimeConfigFromEnv(configEnv);
  mkdirSync(path.dirname(runtimeConfigFile), { recursive: true });
  writeFileSync(runtimeConfigFile, `${JSON.stringify(runtimeConfig, null, 2)}\n`);
  mkdirSync(dataDir, { recursive: true });

  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const children = new Map();
  const origins = [urls.shell, ...Object.values(urls.remotes)].join(',');

  /** @param {ServiceName} name @param {number} port */
  function spawnService(name, port) {
    const isApi = name === 'api';
    const args = isApi
      ? [path.join(ROOT, 'api', 'dist', 'server.cjs')]
      : [path.join(ROOT, 'tooling', 'serve', 'bin.mjs'), name, '--dir', path.join(ROOT, APPS[name].dir, 'dist'), '--port', String(port)];
    const childEnv = {
      ...env,
      ...configEnv,
      PORT: String(port),
      ...(isApi
        ? { DATA_DIR: dataDir, CORS_ORIGINS: env.CORS_ORIGINS ?? origins, ...apiEnv }
        : { RUNTIME_CONFIG_FILE: name === 'shell' ? runtimeConfigFile : '' }),
    };
    const child = spawn(process.execPath, args, { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
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
    return child;
  }

  async function waitHealthy(name, port, timeoutMs = 60_000) {
    const target = name === 'api' ? `${url(port)}/api/health` : `${url(port)}/`;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const child = children.get(name);
      if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
      try {
        const response = await fetch(target);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`${name} did not answer on ${target} within ${timeoutMs / 1000} s`);
      await sleep(200);
    }
  }

  async function stopService(name) {
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
    runtimeConfig,
    children,
    /** (Re)starts one service, by default on its own port, and waits until it answers. */
    async start(/** @type {ServiceName} */ name, port = ports[name]) {
      await stopService(name);
      spawnService(name, port);
      await waitHealthy(name, port);
    },
    /** Stops one service (SIGTERM, then SIGKILL after 5 s). */
    stop: stopService,
    async stopAll() {
      await Promise.all([...children.keys()].map((name) => stopService(name)));
      log?.end();
    },
  };

  try {
    // The API first (the others do not depend on it at start, but the log reads better).
    for (const name of services) spawnService(name, ports[name]);
    await Promise.all(services.map((name) => waitHealthy(name, ports[name])));
  } catch (error) {
    await system.stopAll();
    throw error;
  }
  return system;
}
