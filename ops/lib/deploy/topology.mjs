// The rehearsal's plan, read from the deployment's own files so that the two cannot drift: each compose
// service's command and environment (docker-compose.yml, with compose's ${VAR} interpolation), each image's
// entrypoint, working directory and ENV (Dockerfile), and the Caddyfile's placeholders. What differs is only
// where things run: processes on 127.0.0.1 and the rehearsal's ports instead of containers on a network, and
// Debian's packages (caddy, postgresql) in place of the proxy's and the database's images.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../paths.mjs';

/** Services that run from a Debian package instead of an image, and which package. */
export const PACKAGED = { proxy: 'caddy', postgres: 'postgresql', backup: 'deploy/backup.sh' };

/**
 * Variables the API replicas get in the rehearsal that compose does not set, and why. Nothing else differs
 * but the addresses (HOST: loopback only; PORT: the rehearsal's; DATA_DIR: the image's points into the
 * container). RATE_LIMIT_PUBLIC: the load comes from one address (Caddy's X-Forwarded-For is 127.0.0.1), which
 * the public rate limit would refuse after 60 registrations a minute; LOG_LEVEL: quiet logs.
 */
export const REHEARSAL_ONLY = { RATE_LIMIT_PUBLIC: '0', LOG_LEVEL: 'warn' };

export function loadCompose(file = path.join(ROOT, 'docker-compose.yml')) {
  return parse(readFileSync(file, 'utf8'), { merge: true });
}

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?message}, ${VAR?message}, $$. */
export function interpolate(value, vars) {
  return String(value).replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])((?:[^}])*))?\}/g,
    (match, name, colon, kind, word) => {
      if (match === '$$') return '$';
      const set = vars[name] !== undefined && (colon ? vars[name] !== '' : true);
      if (set) return vars[name];
      if (kind === '-') return interpolate(word, vars);
      if (kind === '?') throw new Error(`${name}: ${word || 'required'}`);
      return '';
    },
  );
}

/** Each build stage of the Dockerfile: its ENV, WORKDIR, ENTRYPOINT and CMD (JSON form). */
export function parseDockerfile(file = path.join(ROOT, 'Dockerfile')) {
  const stages = {};
  let stage;
  for (const raw of readFileSync(file, 'utf8').replace(/\\\n/g, ' ').split('\n')) {
    const line = raw.trim();
    const from = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(line);
    if (from) {
      stage = stages[from[1]] = { env: {}, workdir: '/', entrypoint: [], cmd: [] };
      continue;
    }
    if (!stage) continue;
    const [instruction, ...rest] = line.split(/\s+/);
    const argument = line.slice(instruction.length).trim();
    if (instruction === 'ENV') {
      for (const pair of rest) {
        const [key, ...value] = pair.split('=');
        stage.env[key] = value.join('=');
      }
    } else if (instruction === 'WORKDIR') stage.workdir = path.posix.resolve(stage.workdir, argument);
    else if (instruction === 'ENTRYPOINT') stage.entrypoint = JSON.parse(argument);
    else if (instruction === 'CMD') stage.cmd = JSON.parse(argument);
  }
  return stages;
}

/**
 * Where the images' files come from in the working tree (the Dockerfile's build stage copies them there):
 * /srv/<folder> is the folder of the same name: page-server (its dist), api (with its dist), each app's.
 */
export function hostPath(containerPath) {
  if (containerPath.startsWith('/srv')) return path.join(ROOT, containerPath.slice('/srv'.length));
  throw new Error(`No working-tree counterpart for ${containerPath}`);
}

/** The port each compose service listens on inside its container (its PORT, or postgres's 5432). */
export function containerPorts(compose) {
  const ports = {};
  for (const [name, service] of Object.entries(compose.services)) {
    if (service.environment?.PORT) ports[name] = Number(service.environment.PORT);
  }
  ports.postgres = 5432;
  return ports;
}

/**
 * The processes to start for the services that run from images: name, command, arguments, working directory
 * and environment. `ports` maps each service name to its rehearsal port; `vars` is the rehearsal's .env;
 * `volumes` maps a volume's path inside the containers (/state, /releases) to the rehearsal's folder for it.
 */
export function planServices({
  compose = loadCompose(),
  dockerfile = parseDockerfile(),
  ports,
  vars,
  dataDir,
  volumes = {},
}) {
  const inside = containerPorts(compose);
  // service:port on the compose network → 127.0.0.1:<rehearsal port>.
  const readdress = (value) =>
    Object.entries(inside).reduce(
      (text, [name, port]) => text.replaceAll(`${name}:${port}`, `127.0.0.1:${ports[name]}`),
      value,
    );
  return Object.entries(compose.services)
    .filter(([name]) => !(name in PACKAGED))
    .map(([name, service]) => {
      const stage = dockerfile[service.build.target];
      const entrypoint = service.entrypoint ?? stage.entrypoint;
      const command = service.command ?? stage.cmd;
      const [program, ...args] = [...entrypoint, ...command];
      if (program !== 'node') throw new Error(`${name}: the rehearsal runs node images only, not ${program}`);
      const cwd = hostPath(stage.workdir);
      // A volume's path in the container (`volumes`: container path → a folder of the rehearsal's) is that folder.
      const environment = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([key, value]) => [
          key,
          volumes[String(value)] ?? readdress(interpolate(value, vars)),
        ]),
      );
      const env = {
        ...stage.env,
        ...environment,
        PORT: String(ports[name]),
        HOST: '127.0.0.1',
        ...(stage.env.DATA_DIR ? { DATA_DIR: dataDir(name) } : {}),
      };
      return {
        name,
        command: process.execPath,
        args: args.map((arg) => (arg.includes('/') ? hostPath(path.posix.resolve(stage.workdir, arg)) : arg)),
        cwd,
        env,
        composeEnv: Object.keys(environment),
      };
    });
}

/** The Caddyfile's {$VAR} and {$VAR:default} placeholders, with their defaults. */
export function caddyPlaceholders(file = path.join(ROOT, 'deploy', 'Caddyfile')) {
  const found = {};
  for (const [, name, fallback] of readFileSync(file, 'utf8').matchAll(/\{\$([A-Z0-9_]+)(?::([^}]*))?\}/g))
    found[name] = fallback;
  return found;
}

/** Whether a Caddy (its `caddy version` line) sends a retried request's body whole: 2.8 and later. */
export function retriesKeepBodies(versionLine) {
  const [, major, minor] = /v(\d+)\.(\d+)/.exec(versionLine) ?? [];
  return Number(major) > 2 || (Number(major) === 2 && Number(minor) >= 8);
}

/**
 * Caddy's environment: each placeholder whose default names a compose service (service:port) points to that
 * service's rehearsal port; each *_PORT placeholder is the rehearsal's public port for the same default. On a
 * Caddy whose retries lose request bodies (`retries: false`) the API's requests are not retried.
 */
export function caddyEnv({ ports, publicPorts, certDir, retries = true }) {
  const env = {};
  for (const [name, fallback] of Object.entries(caddyPlaceholders())) {
    const upstream = /^([a-z0-9-]+):(\d+)$/.exec(fallback ?? '');
    if (upstream) env[name] = `127.0.0.1:${ports[upstream[1]]}`;
    else if (name.endsWith('_PORT')) env[name] = String(publicPorts[Number(fallback)]);
    else if (name === 'TLS_CERT') env[name] = path.join(certDir, 'cert.pem');
    else if (name === 'TLS_KEY') env[name] = path.join(certDir, 'key.pem');
    else if (name === 'API_TRY_DURATION') env[name] = retries ? fallback : '0s';
    else throw new Error(`The rehearsal does not know Caddyfile placeholder ${name}`);
  }
  return env;
}

/** The rehearsal's ports from its base: public ones (the proxy's), then each service's own. */
export function rehearsalPorts(base, compose = loadCompose()) {
  const published = compose.services.proxy.ports.map((mapping) => Number(String(mapping).split(':')[0]));
  const publicPorts = Object.fromEntries(published.map((port, index) => [port, base + index]));
  const ports = {};
  let next = base + 10;
  for (const name of Object.keys(compose.services)) {
    if (name === 'proxy' || name === 'backup') continue;
    ports[name] = next++;
  }
  return { publicPorts, ports };
}
