// Reading the audience's cookies, and telling a crawler by its User-Agent.
import { cookieValue } from './cookies';
import { isCrawler } from './crawlers';

describe('the audience’s cookies', () => {
  it('reads the cookie asked for, and not one whose name ends with it', () => {
    expect(cookieValue('theme=dark; cohort=42; release-preview=a.b.c.d', 'cohort')).toBe('42');
    expect(cookieValue('cohort=7', 'cohort')).toBe('7');
    expect(cookieValue('xcohort=1; cohort=3', 'cohort')).toBe('3');
    expect(cookieValue('xcohort=1', 'cohort')).toBeUndefined();
    expect(cookieValue('cohorts=1;cohort=5', 'cohort')).toBe('5');
    expect(cookieValue('release-preview=a.b.c.d; cohort=1', 'release-preview')).toBe('a.b.c.d');
    expect(cookieValue(undefined, 'cohort')).toBeUndefined();
    expect(cookieValue('', 'cohort')).toBeUndefined();
  });
});

describe('crawlers', () => {
  it('are told by the words they name themselves with, and browsers are not crawlers', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0 Safari/537.36',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
      'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'ia_archiver',
      'CCBot/2.0 (https://commoncrawl.org/faq/)',
    ]) {
      expect([agent, isCrawler(agent)]).toEqual([agent, true]);
    }
    for (const agent of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      undefined,
    ]) {
      expect([agent, isCrawler(agent)]).toEqual([agent, false]);
    }
  });
});
