import fp from 'fastify-plugin';
import { createLiveFeed, type LiveFeed } from '../../releases/live-feed';
import { createReleaseStore, type ReleaseStore } from '../../releases/release-store';

export interface Releases {
  /** The releases, the live map and the deploy log, in the database (release-store.ts). */
  store: ReleaseStore;
  /** The live map's event streams (live-feed.ts). */
  feed: LiveFeed;
}

// The release store is the database's, so it is there on every API whether deploys are set up or not: the page
// servers read the live map and the releases' files from it (routes/public/releases.ts).
export default fp(
  async (app) => {
    const { engine, db } = app.database;
    // The feed reads the map from the store; the store tells the feed of a change (below): each needs the other.
    const late: { feed?: LiveFeed } = {};
    const store = createReleaseStore({
      db,
      engine,
      // PostgreSQL tells every replica (NOTIFY in the deploy's transaction, heard by the feed's LISTEN); the
      // embedded database's one process is told here, after the commit.
      ...(engine === 'sqlite' ? { changed: () => late.feed?.changed() } : {}),
    });
    const feed = await createLiveFeed({
      read: () => store.liveMap(),
      log: app.log,
      ...(engine === 'postgres' ? { databaseUrl: app.config.databaseUrl } : {}),
    });
    late.feed = feed;
    app.decorate('releases', { store, feed });
    // Before the server closes: a stream would hold it open, and its page server reconnects to another replica.
    app.addHook('preClose', async () => {
      await feed.close();
    });
  },
  { name: 'releases', dependencies: ['database'] },
);
