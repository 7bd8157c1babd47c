import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { writeBackup } from './db/backup';
import { DatabaseInUseError } from './db/open';
import { secureDevelopmentAccount } from './dev-account';
import { drainMs, installDrain } from './drain';
import { loggerOptions } from './logger';

/** Once draining is over, how long finishing the requests in flight may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function announceAdmin(config: Config) {
  if (config.production) return;
  if (config.admin.generatedIn) {
    console.info(
      `Staff login (development, reachable from other machines on ${config.host}): ${config.admin.email} / ${config.admin.password} (kept in ${config.admin.generatedIn})`,
    );
  } else if (config.admin.isDefault) {
    console.info(`Staff login (development defaults): ${config.admin.email} / ${config.admin.password}`);
  } else {
    console.info(`Staff login: ${config.admin.email} (password from ADMIN_PASSWORD)`);
  }
}

async function main() {
  const config = secureDevelopmentAccount(loadConfig());
  const drainFor = drainMs(process.env);
  const app = await buildApp(config, loggerOptions(config.logLevel, config.logFormat));
  const drain = installDrain(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // First fail the health check and keep serving until the proxy has noticed (drain.ts); then stop listening,
    // finish the requests in flight and close the sockets (Socket.IO's clients reconnect to another replica).
    drain.start();
    app.log.info({ signal, drainMs: drainFor }, 'shutting down: draining, then finishing requests in flight');
    // Should something hang, the process still ends.
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, drainFor + SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    }, drainFor);
  };
  // The embedded database backs itself up online on SIGUSR2 (a cron line or the operator sends it): another
  // process cannot read the file while this one holds its lock. PostgreSQL has deploy/backup.sh instead.
  const { backup } = app.database;
  if (backup) {
    const dir = process.env.BACKUP_DIR || path.join(config.dataDir, 'backups');
    const keepDays = Number(process.env.BACKUP_KEEP_DAYS || 14);
    process.on('SIGUSR2', () => {
      writeBackup(backup, { dir, keepDays }).then(
        (file) => app.log.info({ file }, 'backed up the embedded database'),
        (error: unknown) => app.log.error({ err: error }, 'backup of the embedded database failed'),
      );
    });
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  // One plain line whatever LOG_LEVEL is: npm start and the test harnesses wait for it.
  console.info(`Blueprint API listening on ${address} (${app.database.engine} database)`);
  announceAdmin(config);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(`API not started: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
