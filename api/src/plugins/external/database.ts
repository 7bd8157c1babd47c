import fp from 'fastify-plugin';
import { openDatabase } from '../../db/open';

// The engine is chosen by DATABASE_URL: PostgreSQL when set, the embedded SQLite file in DATA_DIR when not.
// Migrations run before the server accepts anything.
export default fp(
  async (app) => {
    const { databaseUrl, dataDir, statementTimeoutMs } = app.config;
    const database = await openDatabase({ databaseUrl, dataDir, statementTimeoutMs });
    app.decorate('database', database);
    app.log.info({ engine: database.engine }, 'database ready');
    // Fastify runs onClose hooks last registered first: the app layer's own hooks (repositories: finish
    // the writes already accepted) run before this one closes the database.
    app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
