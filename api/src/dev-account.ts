import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEV_ADMIN, isLoopback, type Config } from './config';
import { readOrCreate } from './lib/private-files';

/**
 * The built-in development account's password is public (it is in the README): it is only served on
 * loopback. A development server that listens where others can reach it (HOST) keeps the account but with a
 * random password, generated once into DATA_DIR/dev-admin-password (0600) and printed at start.
 */
export function secureDevelopmentAccount(config: Config): Config {
  if (config.production || config.admin.password !== DEV_ADMIN.password || isLoopback(config.host)) return config;
  const file = path.join(config.dataDir, 'dev-admin-password');
  const password = readOrCreate(file, () => randomBytes(18).toString('base64url'));
  return { ...config, admin: { ...config.admin, password, generatedIn: file } };
}
