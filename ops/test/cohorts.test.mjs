// The rehearsal's reading of a visitor's cohort cookie and of the catalog release a page was made from.
import { createServer } from 'node:http';
import { catalogReleasesIn, cohortFromSetCookie, followVisitors, pageAs } from '../lib/deploy/cohorts.mjs';

const CATALOG = 'https://localhost:6102';
const ID = '20261207-100000-aaaaaaaaaaaa';

describe('the rehearsal’s visitors', () => {
  it('reads the cohort a page gives', () => {
    expect(cohortFromSetCookie(['theme=dark', 'cohort=7; Path=/; HttpOnly; SameSite=Lax'])).toBe(7);
    expect(cohortFromSetCookie('cohort=99')).toBe(99);
    expect(cohortFromSetCookie(['release-preview=abc'])).toBeUndefined();
    expect(cohortFromSetCookie(undefined)).toBeUndefined();
  });

  it('reads which catalog release a page names, and every one when it mixes them', () => {
    const config = (manifest) =>
      `<script type="application/json" id="blueprint-config">{"remotes":{"catalog":"${manifest}"}}</script>`;
    expect(catalogReleasesIn(config(`${CATALOG}/mf-manifest.json`), CATALOG)).toEqual(['base']);
    const release = `${config(`${CATALOG}/releases/${ID}/mf-manifest.json`)}<script src="${CATALOG}/releases/${ID}/static/js/main.js"></script>`;
    expect(catalogReleasesIn(release, CATALOG)).toEqual([ID]);
    expect(catalogReleasesIn(`${release}${config(`${CATALOG}/mf-manifest.json`)}`, CATALOG)).toEqual([ID, 'base']);
    expect(catalogReleasesIn('<p>no catalog</p>', CATALOG)).toEqual([]);
  });

  it('follows each visitor from its first page with the cohort it was given', async () => {
    // A page server in miniature: a fresh visitor gets a cohort; cohorts below 50 get the release.
    let next = 0;
    const server = createServer((request, response) => {
      const sent = /cohort=(\d+)/.exec(request.headers.cookie ?? '')?.[1];
      const cohort = sent === undefined ? next++ % 100 : Number(sent);
      const manifest = cohort < 50 ? `${CATALOG}/releases/${ID}/mf-manifest.json` : `${CATALOG}/mf-manifest.json`;
      response
        .writeHead(200, {
          'content-type': 'text/html',
          ...(sent === undefined ? { 'set-cookie': `cohort=${cohort}; Path=/` } : {}),
        })
        .end(`<div data-server-page="catalog/Courses"></div>"${manifest}"`);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${server.address().port}/courses`;
    try {
      const ask = (cohort) => pageAs({ url, cohort, catalogOrigin: CATALOG });
      const visitors = await followVisitors({ count: 10, loads: 3, first: () => ask(), next: [ask, ask] });
      expect(visitors).toHaveLength(10);
      for (const visitor of visitors) {
        expect(visitor.problems).toEqual([]);
        expect(visitor.pages).toEqual(Array(3).fill(visitor.cohort < 50 ? ID : 'base'));
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
