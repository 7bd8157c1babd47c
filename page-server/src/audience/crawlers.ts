// Whether a request comes from a search engine or another crawler, by what its User-Agent says of itself: a
// crawler gets the stable releases and no cohort cookie (docs/decisions/2026-12-07-canary-and-preview.md), so
// what it indexes is what most visitors see, and no cookie is handed out that it would never send back.

/**
 * The words crawlers name themselves with: 'Googlebot/2.1', 'bingbot', 'Slackbot-LinkExpanding', 'Baiduspider',
 * 'Yahoo! Slurp', 'facebookexternalhit', 'ia_archiver'. A phone's model ('CUBOT X19') is no crawler.
 */
const CRAWLER = /(?<!cu)bot(?:\b|_)|crawl|spider|slurp|facebookexternalhit|archiver/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && CRAWLER.test(userAgent);
}
