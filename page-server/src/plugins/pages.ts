// What the pages are made of, shared by the routes that answer them: the build this server serves (its
// index.html and, in the shell's, its layouts), the remotes' published pages, and the page writer.
import fp from 'fastify-plugin';
import { readAppBuild, type AppBuild } from '../pages/app-build';
import { createFragmentSource, type FragmentSource } from '../pages/fragments';
import { createHtmlPages, type SendPage } from '../pages/html-pages';
import type { PageLoads } from '../releases/page-loads';

declare module 'fastify' {
  interface FastifyInstance {
    appBuild: AppBuild;
    fragments: FragmentSource;
    sendPage: SendPage;
  }
}

export default fp<{ root: string; budgetMs?: number; logger: Pick<Console, 'warn'>; pageLoads?: PageLoads }>(
  async (app, { root, budgetMs, logger, pageLoads }) => {
    const build = readAppBuild(root);
    const fragments = createFragmentSource({ budgetMs, logger });
    app.decorate('appBuild', build);
    app.decorate('fragments', fragments);
    app.decorate('sendPage', createHtmlPages({ build, fragmentFor: fragments, pageLoads }));
  },
  { name: 'pages' },
);
