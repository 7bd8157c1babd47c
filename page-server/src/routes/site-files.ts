// The shell's robots.txt and sitemap.xml, composed per request (pages/sitemap.ts). A remote's server has no
// route table, and looks for a file of that name in its build. The sitemap lists the pages of the releases the
// visitor's cohort gets (a crawler's: the stable ones), robots.txt those of the stable releases.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BASE_PATH } from '@blueprint/contract/paths';
import { publicOrigin } from '../pages/html-pages';
import { remotePaths, robotsTxt, sitemapPaths, sitemapXml } from '../pages/sitemap';
import { FILE_READ } from '../plugins/static-files';

/** A small text answer of the shell's, compressed as the browser accepts; `perVisitor`: it follows the cookies. */
function sendText(reply: FastifyReply, type: string, text: string, perVisitor = false) {
  return reply
    .headers({
      'content-type': `${type}; charset=utf-8`,
      'cache-control': perVisitor ? 'private, no-cache' : 'no-cache',
      vary: perVisitor ? 'Cookie, accept-encoding' : 'accept-encoding',
      'x-content-type-options': 'nosniff',
    })
    .compress(text);
}

const text = { type: 'string' };

export default async function siteFileRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { response: { 200: text } } }, async (request, reply) => {
    const site = await app.site.current();
    if (!site.routes.length) return reply.sendFile('/robots.txt', FILE_READ);
    return sendText(reply, 'text/plain', robotsTxt(publicOrigin(request, site), site.routes, BASE_PATH));
  });

  /**
   * The shell's pages and every remote's, read from their builds now. A remote that cannot be read answers 503
   * (crawlers come back) rather than a sitemap that would drop its pages.
   */
  app.get('/sitemap.xml', { schema: { response: { 200: text, 503: text } } }, async (request, reply) => {
    const site = await app.site.current(app.audienceOf(request));
    if (!site.routes.length) return reply.sendFile('/sitemap.xml', FILE_READ);
    const remotes = [...new Set(site.routes.filter((route) => !route.private).map((route) => route.remote))];
    const lists = await Promise.all(
      remotes.map(async (remote) => {
        const reached = site.config.remotes[remote] && site.reach(remote);
        const list = reached ? await app.fragments.sitemapOf(reached) : [];
        // Only the pages its route list still has, and wants listed: a page it removed or keeps out is not.
        return (
          list &&
          remotePaths(
            list,
            site.routes.filter((route) => route.remote === remote),
          )
        );
      }),
    );
    if (lists.includes(null)) {
      return reply
        .code(503)
        .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '60' })
        .send('The sitemap is not available now: a part of the site is not answering.');
    }
    const paths = sitemapPaths([app.appBuild.sitemap(), ...lists.map((list) => list ?? [])], site.routes);
    return sendText(reply, 'application/xml', sitemapXml(publicOrigin(request, site), paths), true);
  });
}
