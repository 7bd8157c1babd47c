import fp from 'fastify-plugin';
import { openDatabase } from '../../db/open';

// The engine is chosen by DATABASE_URL: PostgreSQL when set, the embedded SQLite file in DATA_DIR when not.
// Migrations run before the server accepts anything.
export default fp(
  async (app) => {
    const database = await openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
    app.decorate('database', database);
    app.log.info({ engine: database.engine }, 'database ready');
    // Fastify runs onClose hooks last registered first: the app layer's own hooks (repositories: finish
    // the writes already accepted) run before this one closes the database.
    app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
