// A private PostgreSQL for the rehearsal, set up as the official image's entrypoint does: initdb with the
// superuser POSTGRES_USER and its password, the database POSTGRES_DB, then every script of
// deploy/postgres-init (the image's /docker-entrypoint-initdb.d) with the service's environment, as the
// postgres user over the local socket. Its data lives in a temporary folder removed afterwards.
import { execFileSync } from 'node:child_process';
import {
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../paths.mjs';
import { capture, start } from './processes.mjs';

/** Debian keeps the server's programs out of PATH: the newest /usr/lib/postgresql/N/bin, else PATH's. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')));
    versions.sort((a, b) => Number(a) - Number(b));
    if (versions.length) return path.join(root, versions.at(-1), 'bin');
  }
  return path.dirname(execFileSync('sh', ['-c', 'command -v initdb']).toString().trim());
}

/** initdb and postgres refuse to run as root: as root, they run as the postgres user. */
function account() {
  if (process.getuid?.() !== 0) return {};
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
  };
}

/**
 * Starts the cluster on `port` with the postgres service's environment (compose's, interpolated) and runs
 * deploy/postgres-init. Returns { proc, bin, env (libpq variables for the superuser), remove() }.
 */
export async function startPostgres({ port, environment }) {
  const bin = postgresBin();
  const user = account();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-deploy-pg-'));
  const data = path.join(dir, 'data');
  const socket = path.join(dir, 'socket');
  mkdirSync(socket);
  const pwfile = path.join(dir, 'pwfile');
  writeFileSync(pwfile, environment.POSTGRES_PASSWORD, { mode: 0o600 });
  if (user.uid !== undefined) {
    for (const file of [dir, socket, pwfile]) chownSync(file, user.uid, user.gid);
  }
  // In its own folder: the postgres user may not be allowed into the checkout (under /root on CI, say).
  const asPostgres = { ...user, cwd: dir, env: { PATH: `${bin}:${process.env.PATH}`, LANG: 'C.UTF-8', HOME: dir } };
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    await capture(
      path.join(bin, 'initdb'),
      [
        '-D',
        data,
        '-U',
        environment.POSTGRES_USER,
        `--pwfile=${pwfile}`,
        '--auth-local=trust',
        '--auth-host=scram-sha-256',
        '-E',
        'UTF8',
      ],
      asPostgres,
    );
    const proc = await start(
      'postgres',
      path.join(bin, 'postgres'),
      ['-D', data, '-p', String(port), '-k', socket, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
      {
        ...asPostgres,
        ready: /ready to accept connections/,
      },
    );
    const env = { ...asPostgres.env, PGHOST: socket, PGPORT: String(port), PGUSER: environment.POSTGRES_USER };
    await capture(
      path.join(bin, 'psql'),
      ['-q', '-v', 'ON_ERROR_STOP=1', '-d', 'postgres', '-c', `CREATE DATABASE "${environment.POSTGRES_DB}"`],
      { ...user, cwd: dir, env },
    );
    // Copied where the postgres user can read them, as compose mounts them into the container.
    const init = path.join(ROOT, 'deploy', 'postgres-init');
    for (const script of readdirSync(init).sort()) {
      if (!script.endsWith('.sh')) continue;
      const copy = path.join(dir, script);
      copyFileSync(path.join(init, script), copy);
      await capture('sh', [copy], { ...user, cwd: dir, env: { ...env, ...environment } });
    }
    return { proc, bin, env, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
