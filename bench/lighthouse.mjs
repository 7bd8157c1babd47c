#!/usr/bin/env node
// The Lighthouse bench: Lighthouse 13 (the npm package, Node API) on each public route of the production build,
// in Debian's Chromium, headless, never a downloaded browser. Lighthouse's default config: the mobile form factor
// with simulated throttling (a mid-range phone on slow 4G, 4x CPU slowdown), categories performance,
// accessibility, best practices and SEO. Each route runs several times and the run with the median performance
// score is reported.
// Per route: the four scores, FCP, LCP, TBT, CLS, Speed Index, the HTML's and the JS's transfer bytes until the
// network was quiet, the JS gzipped, the number of requests, the longest request chain, and the audits that held
// a score down. Each route's zero-JS twin (the same HTML with every script removed, lib/zero-js-twin.mjs) is
// measured in the same run, as many times, in turn with the page: its score and FCP are what the page would have
// without scripts. Lighthouse keeps cookies and local storage between runs, so those runs are a returning
// visitor's; one more pair per route, with both cleared, is a first visit's, reported beside the targets.
// Compares with the site's speed targets (every category 100; each route's median FCP at most 1.02× its twin's,
// and over all routes the mean paired difference at most +1% of the twin's FCP by the upper bound of its 95%
// interval; TBT at most 50 ms, JS at most 150 KB gzip, the HTML in the first round trip) and writes
// bench/results/lighthouse.json and .md.
// A missed target is reported, not failed on; the exit code is non-zero only if Lighthouse could not run.

// Lighthouse 13 declares Node >= 22.19 and calls iterator helpers (map.values().flatMap(...)); on our Node 20
// floor some of its audits would throw without these. Imported first, so they are in place before Lighthouse.
import 'core-js/actual/index.js';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { NetworkRecorder } from 'lighthouse/core/lib/network-recorder.js';
import { filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import '@blueprint/tsconfig/register.mjs';
import { ensurePnpm } from '@blueprint/ops/pnpm';
import { gzipSync } from 'node:zlib';
import { CATEGORIES, initiatorChain, medianByPerformance, summarize } from './lib/lighthouse-summary.mjs';
import { RESULTS_DIR, machine, median, table } from './lib/report.mjs';
import { meanRelativeDifference } from './lib/paired-difference.mjs';
import { startTwinServer } from './lib/zero-js-twin.mjs';

// What reads the contract (TypeScript) loads once Node can read it (@blueprint/tsconfig/register.mjs).
const { buildAll } = await import('@blueprint/ops/build');
const { portsFrom, startSystem } = await import('@blueprint/ops/system');

// BENCH_LIGHTHOUSE_ROUTES=/about,/blog measures only those (to check one fix quickly; the results hold only them).
const ROUTES = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').map((route) => route.trim()) ?? [
  '/',
  '/about',
  '/contact',
  '/blog',
  '/courses',
  '/courses/autocad',
  '/internship',
  '/internship/it',
];
// Page/twin pairs per route.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 9);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 5900);
// Chrome's debugging port: inside the bench's range, clear of the system's (base..base+4, API base+10).
const CHROME_PORT = PORT_BASE + 19;
// The zero-JS twins' server.
const TWIN_PORT = PORT_BASE + 18;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

// The figures before the shell's server composed the pages (Lighthouse 13, mobile preset, Debian's Chromium): each
// route's "(was …)" in the report, so a run shows what the composition is worth.
const BEFORE_COMPOSITION = {
  '/': { performance: 80, fcpMs: 2400, lcpMs: 3100, tbtMs: 420 },
  '/about': { performance: 84, fcpMs: 2200, lcpMs: 2800, tbtMs: 400 },
  '/courses/autocad': { performance: 76, fcpMs: 2400, lcpMs: 3300, tbtMs: 530 },
  '/internship': { performance: 88, fcpMs: 2300, lcpMs: 2800, tbtMs: 270 },
};
// The site's speed targets: every category 100; the first paint level with the zero-JS twin's (each route's
// median within 2%, and the mean of every pair's difference within +1% at the upper bound of its 95% interval);
// total blocking time at most 50 ms; at most 150 KB of JS (gzip) per route.
const TARGETS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
const FCP_TWIN_LIMIT = 1.02;
const FCP_MEAN_DIFFERENCE_LIMIT = 0.01;
const TBT_LIMIT_MS = 50;
const JS_GZIP_LIMIT = 150 * 1024;
// The page's HTML, headers included, within the first round trip of a new connection: TCP's initial window of 10
// segments of 1,460 bytes, as Lighthouse's simulator models it. A page one byte over paints a round trip later.
const HTML_FIRST_ROUND_TRIP = 10 * 1460;

/**
 * Refuses a debugging port something else listens on: chrome-launcher would wait for it to answer and hand
 * Lighthouse whatever does.
 */
function ensurePortFree(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) =>
      reject(new Error(`Chrome's debugging port ${port} is taken (${error.message}): choose another BENCH_PORT_BASE`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(undefined)));
  });
}

// What Lighthouse clears before each run by default: cookies and local storage stay, so a route's runs after the
// first are a returning visitor's (the page's code has saved the theme, and the server writes its class).
const DEFAULT_CLEARED = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];
// A first visit: nothing saved, so the page runs its theme-class script before it paints.
const FIRST_VISIT_CLEARED = [...DEFAULT_CLEARED, 'cookies', 'local_storage'];

/** One Lighthouse run: its result and its request chain, or the reason it produced none. */
async function runOnce(url, clearStorageTypes = DEFAULT_CLEARED) {
  let result;
  try {
    result = await lighthouse(
      url,
      { port: CHROME_PORT, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      { extends: 'lighthouse:default', settings: { clearStorageTypes } },
    );
  } catch (error) {
    return { error: /** @type {Error} */ (error).message };
  }
  if (!result) return { error: 'Lighthouse returned no result' };
  if (result.lhr.runtimeError) return { error: `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` };
  // Only the chain is kept from the artifacts (the trace is tens of MB per run).
  const chain = initiatorChain(NetworkRecorder.recordsFromLogs(result.artifacts.DevtoolsLog));
  return { lhr: result.lhr, chain };
}

/** One run of `url` into `runs`: its result and chain, or why it gave none. Returns the run's FCP, if any. */
async function addRun(url, runs) {
  const { lhr, chain, error } = await runOnce(url);
  if (lhr) runs.chains.set(lhr, chain);
  else runs.errors.push(error);
  return lhr?.audits['first-contentful-paint']?.numericValue ?? null;
}

/** A route's figures from its runs: those of the run with the median performance score, and each run's FCP. */
function summarizeRuns({ chains, errors }) {
  const valid = filterToValidRuns([...chains.keys()]);
  if (valid.length === 0) return { errors };
  const medianRun = medianByPerformance(valid);
  const chain = chains.get(medianRun);
  return {
    ...summarize(medianRun),
    chain: chain.depth,
    chainUrls: chain.urls,
    runs: valid.length,
    performanceRuns: valid.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
    fcpRuns: valid.map((lhr) => Math.round(lhr.audits['first-contentful-paint'].numericValue)),
    lighthouseVersion: medianRun.lighthouseVersion,
    chromeVersion:
      medianRun.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? medianRun.environment.hostUserAgent,
    ...(errors.length ? { errors } : {}),
  };
}

/**
 * A page and its twin, run in turn (page, twin, page, twin…): the machine's state, which moves a run's first paint
 * by a few per cent, moves both alike rather than one side's runs all at once.
 */
async function measurePair(pageUrl, twinUrl) {
  const page = { chains: new Map(), errors: [] };
  const twin = { chains: new Map(), errors: [] };
  /** Each turn's two first paints, when both runs gave one. */
  const pairs = [];
  // The servers answer the route once before it is measured: a server in service has composed it before.
  await Promise.all([fetch(pageUrl), fetch(twinUrl)].map((answer) => answer.then((response) => response.text())));
  for (let i = 0; i < RUNS; i++) {
    const pageFcp = await addRun(pageUrl, page);
    const twinFcp = await addRun(twinUrl, twin);
    if (pageFcp !== null && twinFcp !== null) pairs.push({ page: Math.round(pageFcp), twin: Math.round(twinFcp) });
  }
  return {
    page: summarizeRuns(page),
    twin: summarizeRuns(twin),
    pairs,
    firstVisit: await firstVisitPair(pageUrl, twinUrl),
  };
}

/** One more pair as a first visit (cookies and local storage cleared): reported beside the targets, not in them. */
async function firstVisitPair(pageUrl, twinUrl) {
  const fcp = async (url) =>
    (await runOnce(url, FIRST_VISIT_CLEARED)).lhr?.audits['first-contentful-paint']?.numericValue;
  const page = await fcp(pageUrl);
  const twin = await fcp(twinUrl);
  return page && twin ? { page: Math.round(page), twin: Math.round(twin) } : null;
}

/**
 * The gzipped size of every script the reported run loaded (as the build's .gz files weigh them, level 9),
 * whatever encoding the server chose: the budget is in gzip.
 * @param {string[]} urls
 */
async function gzipBytes(urls) {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url);
    if (response.ok) total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}

/**
 * Each target met or not: the scores, the first paint against the twin's, the JS against its budget. The first
 * paints compared are the medians of each one's runs: a single run's moves by several per cent from one run of
 * the same page to the next, as much as the difference measured.
 */
function compare(route) {
  const targets = Object.entries(TARGETS).map(([category, limit]) => ({
    category,
    limit,
    value: route.scores[category],
    ok: route.scores[category] >= limit,
  }));
  const page = median(route.fcpRuns);
  const twin = route.twin?.fcpRuns ? median(route.twin.fcpRuns) : null;
  const fcp = twin
    ? { pageMs: page, twinMs: twin, ratio: Number((page / twin).toFixed(3)), ok: page <= twin * FCP_TWIN_LIMIT }
    : null;
  const js = { gzip: route.jsGzipBytes, ok: route.jsGzipBytes <= JS_GZIP_LIMIT };
  const tbt = { ms: route.tbtMs, ok: route.tbtMs <= TBT_LIMIT_MS };
  const cls = { value: route.cls, ok: route.cls === 0 };
  const html = { bytes: route.htmlBytes, ok: route.htmlBytes <= HTML_FIRST_ROUND_TRIP };
  return {
    targets,
    fcp,
    tbt,
    cls,
    js,
    html,
    ok: targets.every((target) => target.ok) && (fcp?.ok ?? false) && tbt.ok && cls.ok && js.ok && html.ok,
  };
}

const percent = (fraction) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(2)}%`;
/** The target over all routes, as a sentence with its figures. */
function fcpMeanLine(difference) {
  if (!difference) return 'Mean paired FCP difference: not measured (fewer than two pairs).';
  return `Mean paired FCP difference over all routes (${difference.pairs} pairs, (page − twin) / twin): ${percent(difference.mean)}, 95% interval ${percent(difference.low)} to ${percent(difference.high)}; target: upper bound ≤ ${percent(FCP_MEAN_DIFFERENCE_LIMIT)}: ${difference.ok ? 'ok' : 'NO'}.`;
}
/** The first visits' pairs, beside the target: the cost of the theme-class script, which only they run. */
function firstVisitLine(difference) {
  if (!difference) return 'First visits: not measured (fewer than two pairs).';
  return `First visits (one more pair per route with cookies and local storage cleared, so the page runs its theme-class script before it paints; not part of the target): mean paired FCP difference ${percent(difference.mean)} over ${difference.pairs} pairs, 95% interval ${percent(difference.low)} to ${percent(difference.high)}.`;
}
const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const kb = (bytes) => (bytes === null ? '–' : (bytes / 1024).toFixed(1));
const versus = (now, before, format) => (before === undefined ? format(now) : `${format(now)} (was ${format(before)})`);
/** A URL as `service:/path`, so that a chain shows which server each hop went to. */
function nameUrl(url, services) {
  const { origin, pathname } = new URL(url);
  return `${services[origin] ?? origin}:${pathname}`;
}

function markdown(result) {
  const measured = result.routes.filter((route) => route.scores);
  const lines = [
    `# Lighthouse bench (${result.date.slice(0, 10)}, ${result.machine.cpus} cores, Node ${result.machine.node})`,
    '',
    `Lighthouse ${result.lighthouseVersion ?? '13'} (npm package) in ${result.chrome ?? 'Chromium'} (${CHROME_PATH}), headless, with Lighthouse's default config: mobile form factor, simulated throttling (slow 4G, 4x CPU slowdown). ${RUNS} runs per route. Every figure is that of the run with the median performance score ("perf runs" lists each run's score; Lighthouse's computeMedianRun, which picks the run nearest the median FCP and time to interactive, is not used: the targets are on the score). "(was …)": the figures before the shell's server composed the pages. Load average when the bench started: ${result.machine.loadavg ?? '–'}.`,
    '',
    `Twin: each route's zero-JS twin, the same HTML with every script removed, served by the bench beside the system and measured in the same run, ${RUNS} times, in turn with the page (page, twin, page, twin…), after one pair of the first route that is not counted (the browser's start) and one plain request of each (the servers' first composition of the route). Lighthouse keeps cookies and local storage between runs, so the runs measured are a returning visitor's; a first visit's pair is reported apart. The first paints are compared by the median of each one's runs. JS KB gzip: the scripts of the reported run, gzipped (level 9).`,
    '',
    table(
      [
        'route',
        'perf',
        'a11y',
        'SEO',
        'best pr.',
        'FCP runs',
        'twin FCP runs',
        'FCP / twin (medians)',
        'twin perf',
        'JS KB gzip',
      ],
      measured.map((r) => [
        r.route,
        r.scores.performance,
        r.scores.accessibility,
        r.scores.seo,
        r.scores['best-practices'],
        r.fcpRuns.map(seconds).join(', '),
        r.twin?.fcpRuns?.map(seconds).join(', ') ?? '–',
        r.comparison.fcp ? `${r.comparison.fcp.ratio}×` : '–',
        r.twin?.performance ?? '–',
        kb(r.jsGzipBytes),
      ]),
    ),
    '',
    'Bytes: transfer sizes as served (compressed, headers included) of everything Lighthouse saw until the network was quiet, which includes what the page loads after its first paint. Chain: the longest sequence of requests each started by the one before (its initiator), past the HTML (the HTML counts as 0); "critical": the same in Lighthouse\'s network dependency tree (which replaced critical-request-chains in Lighthouse 13), which holds only the requests it deems critical.',
    '',
    table(
      [
        'route',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'Speed Index',
        'HTML KB',
        'JS KB',
        'scripts',
        'requests',
        'chain',
        'critical',
        'perf runs',
      ],
      measured.map((r) => {
        const before = BEFORE_COMPOSITION[r.route] ?? {};
        return [
          r.route,
          versus(r.scores.performance, before.performance, String),
          r.scores.accessibility,
          r.scores['best-practices'],
          r.scores.seo,
          versus(r.fcpMs, before.fcpMs, seconds),
          versus(r.lcpMs, before.lcpMs, seconds),
          versus(r.tbtMs, before.tbtMs, (ms) => `${ms} ms`),
          r.cls,
          seconds(r.speedIndexMs),
          kb(r.htmlBytes),
          kb(r.jsBytes),
          r.scripts,
          r.requests,
          r.chain,
          r.criticalChain ?? '–',
          r.performanceRuns.join(', '),
        ];
      }),
    ),
    '',
    `## Targets (performance, accessibility, best practices and SEO 100, median FCP ≤ ${FCP_TWIN_LIMIT}× the twin's, TBT ≤ ${TBT_LIMIT_MS} ms, CLS 0, JS ≤ ${kb(JS_GZIP_LIMIT)} KB gzip, HTML ≤ ${HTML_FIRST_ROUND_TRIP.toLocaleString('en')} bytes with its headers: the first round trip)`,
    '',
    table(
      ['route', ...CATEGORIES, 'FCP / twin', 'TBT', 'CLS', 'JS KB gzip', 'HTML bytes', 'ok'],
      result.routes.map((r) => {
        if (!r.scores) return [r.route, ...CATEGORIES.map(() => '–'), '–', '–', '–', '–', '–', 'not measured'];
        const { fcp, tbt, cls, js, html } = r.comparison;
        return [
          r.route,
          ...r.comparison.targets.map((t) => `${t.value}${t.ok ? '' : ' (NO)'}`),
          fcp ? `${fcp.ratio}×${fcp.ok ? '' : ' (NO)'}` : '– (NO)',
          `${tbt.ms} ms${tbt.ok ? '' : ' (NO)'}`,
          `${cls.value}${cls.ok ? '' : ' (NO)'}`,
          `${kb(js.gzip)}${js.ok ? '' : ' (NO)'}`,
          `${html.bytes.toLocaleString('en')}${html.ok ? '' : ' (NO)'}`,
          r.comparison.ok ? 'ok' : 'NO',
        ];
      }),
    ),
    '',
    fcpMeanLine(result.fcpMeanDifference),
    '',
    firstVisitLine(result.firstVisitDifference),
    '',
    '## What held the scores down (reported run)',
    '',
    'Every audit under 1 in a category under 100, with its weight in the score (none: an insight or diagnostic, weight 0, that names what to fix).',
    '',
  ];
  for (const r of result.routes) {
    if (!r.scores) {
      lines.push(`- \`${r.route}\`: Lighthouse could not run: ${r.errors.join('; ')}`);
      continue;
    }
    const failing = Object.entries(r.failing);
    if (failing.length === 0) lines.push(`- \`${r.route}\`: every category at 100.`);
    for (const [category, audits] of failing) {
      lines.push(`- \`${r.route}\` ${category} ${r.scores[category]}:`);
      for (const audit of audits) {
        const score = audit.score === null ? 'error' : Math.round(audit.score * 100);
        lines.push(
          `  - \`${audit.id}\` (score ${score}${audit.weight ? `, weight ${audit.weight}` : ''}): ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}${audit.error ? ` (${audit.error})` : ''}`,
        );
      }
    }
  }
  lines.push('', '## Longest chain per route (reported run)', '');
  for (const r of measured)
    lines.push(
      `- \`${r.route}\` (${r.chain} past the HTML): ${r.chainUrls.map((url) => nameUrl(url, result.services)).join(' → ')}`,
    );
  lines.push('');
  return lines.join('\n');
}

export async function runLighthouseBench() {
  const { env } = ensurePnpm();
  await buildAll(env);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-bench-lighthouse-'));
  const routes = [];
  /** @type {Record<string, string>} origin → service name, for the chains. */
  let services = {};
  /** @type {Awaited<ReturnType<typeof startSystem>> | undefined} */
  let system;
  /** @type {chromeLauncher.LaunchedChrome | undefined} */
  let chrome;
  /** @type {Awaited<ReturnType<typeof startTwinServer>> | undefined} */
  let twins;
  const loadavg = os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
  try {
    system = await startSystem({
      ports: portsFrom(PORT_BASE),
      dataDir: path.join(dir, 'data'),
      runtimeConfigFile: path.join(dir, 'runtime-config.json'),
      env,
      apiEnv: { LOG_LEVEL: 'warn' },
      logFile: path.join(dir, 'system.log'),
    });
    twins = await startTwinServer({ target: system.urls.shell, port: TWIN_PORT });
    services = Object.fromEntries(
      [
        ['shell', system.urls.shell],
        ['api', system.urls.api],
        ['twin', twins.url],
        ...Object.entries(system.urls.remotes),
      ].map(([name, url]) => [url, name]),
    );
    // chrome-launcher lets a failed spawn crash the process (an unhandled 'error' event), past this finally.
    accessSync(CHROME_PATH, constants.X_OK);
    await ensurePortFree(CHROME_PORT);
    // One browser for every run: Lighthouse clears the cache and what DEFAULT_CLEARED names before each.
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, port: CHROME_PORT });
    // The browser's first run pays for its own start (a new renderer, cold caches): a pair of the first route,
    // not counted.
    await runOnce(`${system.urls.shell}${ROUTES[0]}`);
    await runOnce(`${twins.url}${ROUTES[0]}`);
    for (const route of ROUTES) {
      const started = Date.now();
      const { page, twin, pairs, firstVisit } = await measurePair(
        `${system.urls.shell}${route}`,
        `${twins.url}${route}`,
      );
      const measured = { route, ...page, fcpPairs: pairs, firstVisitPair: firstVisit };
      if ('scores' in measured) {
        measured.twin =
          'scores' in twin
            ? {
                performance: twin.scores.performance,
                fcpMs: twin.fcpMs,
                fcpRuns: twin.fcpRuns,
                lcpMs: twin.lcpMs,
                jsBytes: twin.jsBytes,
                performanceRuns: twin.performanceRuns,
              }
            : { errors: twin.errors };
        measured.jsGzipBytes = await gzipBytes(measured.scriptUrls);
        measured.comparison = compare(measured);
        const s = measured.scores;
        console.log(
          `  ${route}: perf ${s.performance} (runs ${measured.performanceRuns.join(', ')}), a11y ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo}; FCP runs ${measured.fcpRuns.map(seconds).join(', ')} (twin ${measured.twin.fcpRuns?.map(seconds).join(', ') ?? '–'}, perf ${measured.twin.performance ?? '–'}), LCP ${seconds(measured.lcpMs)}, TBT ${measured.tbtMs} ms, JS ${kb(measured.jsGzipBytes)} KB gzip, chain ${measured.chain} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      } else {
        console.log(`  ${route}: Lighthouse could not run: ${measured.errors.join('; ')}`);
      }
      routes.push(measured);
    }
  } finally {
    chrome?.kill();
    await twins?.close();
    if (system) await system.stopAll();
    rmSync(dir, { recursive: true, force: true });
  }

  const first = routes.find((route) => route.lighthouseVersion);
  const difference = meanRelativeDifference(routes.flatMap((route) => route.fcpPairs ?? []));
  const fcpMeanDifference = difference && { ...difference, ok: difference.high <= FCP_MEAN_DIFFERENCE_LIMIT };
  const firstVisitDifference = meanRelativeDifference(routes.flatMap((route) => route.firstVisitPair ?? []));
  const result = {
    date: new Date().toISOString(),
    machine: { ...machine(), loadavg },
    lighthouseVersion: first?.lighthouseVersion ?? null,
    chrome: first?.chromeVersion ?? null,
    settings: {
      formFactor: 'mobile',
      throttling: 'simulated (Lighthouse default)',
      categories: CATEGORIES,
      runsPerRoute: RUNS,
      reportedRun: 'median performance score',
    },
    targets: TARGETS,
    fcpTwinLimit: FCP_TWIN_LIMIT,
    fcpMeanDifferenceLimit: FCP_MEAN_DIFFERENCE_LIMIT,
    fcpMeanDifference,
    firstVisitDifference,
    tbtLimitMs: TBT_LIMIT_MS,
    jsGzipLimit: JS_GZIP_LIMIT,
    htmlFirstRoundTrip: HTML_FIRST_ROUND_TRIP,
    beforeComposition: BEFORE_COMPOSITION,
    services,
    allTargetsMet: routes.every((route) => route.comparison?.ok) && (fcpMeanDifference?.ok ?? false),
    routes,
  };
  writeFileSync(path.join(RESULTS_DIR, 'lighthouse.json'), `${JSON.stringify(result, null, 2)}\n`);
  const md = markdown(result);
  writeFileSync(path.join(RESULTS_DIR, 'lighthouse.md'), md);
  console.log(`\n${md}`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runLighthouseBench();
  // A missed target is a figure to read; a route Lighthouse could not measure at all is a broken bench.
  if (result.routes.some((route) => !route.scores)) process.exit(1);
}
