import fp from 'fastify-plugin';
import { createCanaryWatch, type CanaryWatch } from '../../releases/canary-watch';
import { createLiveFeed, type LiveFeed } from '../../releases/live-feed';
import { createReleaseStore, type ReleaseStore } from '../../releases/release-store';

export interface Releases {
  /** The releases, the live map and the deploy log, in the database (release-store.ts). */
  store: ReleaseStore;
  /** The live map's event streams (live-feed.ts). */
  feed: LiveFeed;
  /**
   * The canaries' automatic stop (canary-watch.ts), told of every page-load report and counted browser error;
   * none without PAGE_SERVER_SECRET (no page loads are reported then, and a canary never stops itself).
   */
  watch?: CanaryWatch;
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
    const watch = app.config.pageServerSecret
      ? createCanaryWatch({ store, repos: app.repos, settings: app.config.canaryAutoStop, log: app.log })
      : undefined;
    app.decorate('releases', { store, feed, ...(watch ? { watch } : {}) });
    // Before the server closes: a stream would hold it open, and its page server reconnects to another replica.
    app.addHook('preClose', async () => {
      watch?.close();
      await feed.close();
    });
  },
  { name: 'releases', dependencies: ['database', 'repositories'] },
);
