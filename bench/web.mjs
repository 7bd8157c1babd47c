#!/usr/bin/env node
// The web bench: for each route, the first view of the production build in Chromium with a cold cache.
// Per route: JS and CSS bytes (gzip) requested before the content showed, number of requests, the longest
// chain of sequential requests before the content showed (counted past the HTML), time to content and
// cumulative layout shift. Writes bench/results/web.json and bench/results/web.md.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import '@blueprint/tsconfig/register.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@blueprint/ops/chromium';
import { ensurePnpm } from '@blueprint/ops/pnpm';
import { startBenchSystem } from './lib/bench-system.mjs';
import { RESULTS_DIR, machine, median, table } from './lib/report.mjs';

// What reads the contract (TypeScript) loads once Node can read it (@blueprint/tsconfig/register.mjs).

const ROUTES = [
  '/',
  '/about',
  '/contact',
  '/blog',
  '/courses',
  '/courses/autocad',
  '/internship',
  '/internship/it',
  '/dashboard',
];
const BUDGETS = { '/about': { jsKB: 150, chain: 3 }, '/': { jsKB: 170 }, '/courses/autocad': { jsKB: 170 } };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

// Marks the moment the route's own content (its h1, no skeleton) is on screen, and sums layout shifts.
const CONTENT_PROBE = () => {
  window.__bench = { contentAt: null, cls: 0 };
  const check = () => {
    if (
      window.__bench.contentAt === null &&
      document.querySelector('main h1') &&
      !document.querySelector('[data-testid="page-skeleton"]')
    ) {
      window.__bench.contentAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(CONTENT_PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  /** @type {Map<string, { url: string, depth: number, started: number, type: string }>} */
  const requests = new Map();
  const depthOfUrl = new Map();
  let documentStarted = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, timestamp, type }) => {
    if (requests.has(requestId) || request.url.startsWith('data:')) return;
    let depth = 0;
    if (type === 'Document') documentStarted = timestamp;
    else {
      const frames = [];
      for (let stack = initiator.stack; stack; stack = stack.parent) frames.push(...stack.callFrames);
      const from = [initiator.url, ...frames.map((frame) => frame.url)].find(
        (candidate) => candidate && depthOfUrl.has(candidate),
      );
      depth = (from ? depthOfUrl.get(from) : 0) + 1;
    }
    if (!depthOfUrl.has(request.url)) depthOfUrl.set(request.url, depth);
    requests.set(requestId, { url: request.url, depth, started: timestamp, type });
  });
  const bodies = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet' && !/\.(js|css)$/.test(new URL(response.url()).pathname)) return;
    try {
      bodies.set(response.url(), {
        kind: type === 'stylesheet' || response.url().endsWith('.css') ? 'css' : 'js',
        gzip: gzipSync(await response.body()).length,
      });
    } catch {
      // A request cut short (navigation) has no body.
    }
  });

  await page.goto(url);
  await page.waitForFunction(() => window.__bench?.contentAt !== null, null, { timeout: 20_000 });
  await page.waitForLoadState('networkidle').catch(() => {});
  const { contentAt, cls } = await page.evaluate(() => window.__bench);
  const contentTimestamp = documentStarted + contentAt / 1000;
  const beforeContent = [...requests.values()].filter((request) => request.started <= contentTimestamp);
  let allJsBytes = 0;
  for (const request of requests.values())
    if (bodies.get(request.url)?.kind === 'js') allJsBytes += bodies.get(request.url).gzip;
  let jsBytes = 0;
  let cssBytes = 0;
  for (const request of beforeContent) {
    const body = bodies.get(request.url);
    if (body?.kind === 'js') jsBytes += body.gzip;
    if (body?.kind === 'css') cssBytes += body.gzip;
  }
  await context.close();
  return {
    jsKB: jsBytes / 1024,
    allJsKB: allJsBytes / 1024,
    cssKB: cssBytes / 1024,
    requests: beforeContent.length,
    chain: Math.max(0, ...beforeContent.map((request) => request.depth)),
    contentMs: contentAt,
    cls,
  };
}

export async function runWebBench({ portBase = Number(process.env.BENCH_PORT_BASE ?? 5800) } = {}) {
  const { env } = ensurePnpm();
  const system = await startBenchSystem('web', portBase, env);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const routes = [];
  try {
    for (const route of ROUTES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${system.urls.shell}${route}`));
      const first = runs[0];
      routes.push({
        route,
        jsKB: Number(first.jsKB.toFixed(1)),
        allJsKB: Number(first.allJsKB.toFixed(1)),
        cssKB: Number(first.cssKB.toFixed(1)),
        requests: first.requests,
        chain: Math.max(...runs.map((run) => run.chain)),
        contentMs: Math.round(median(runs.map((run) => run.contentMs))),
        cls: Number(Math.max(...runs.map((run) => run.cls)).toFixed(3)),
      });
      console.log(
        `  ${route}: ${routes.at(-1).jsKB} KB JS, chain ${routes.at(-1).chain}, ${routes.at(-1).contentMs} ms`,
      );
    }
  } finally {
    await browser.close();
    await system.stop();
  }

  const budgets = Object.entries(BUDGETS).map(([route, budget]) => {
    const measured = routes.find((r) => r.route === route);
    const checks = Object.entries(budget).map(([key, limit]) => ({
      key,
      limit,
      value: measured?.[key],
      ok: measured?.[key] <= limit,
    }));
    return { route, checks };
  });
  const result = { date: new Date().toISOString(), machine: machine(), runsPerRoute: RUNS, routes, budgets };
  writeFileSync(path.join(RESULTS_DIR, 'web.json'), `${JSON.stringify(result, null, 2)}\n`);
  const md = [
    `# Web bench (${result.date.slice(0, 10)}, ${result.machine.cpus} cores, Node ${result.machine.node})`,
    '',
    `First view of each route in Chromium, cold cache, median of ${RUNS} runs for time. JS/CSS: gzip bytes of what was requested before the content showed; "all JS": everything until the network was idle (what the page loads lazily near the fold; the shell's idle-time preloading of other pages starts later and is not counted). Chain: longest sequence of requests, each waiting for the one before, past the HTML.`,
    '',
    table(
      ['route', 'JS KB (gzip)', 'all JS KB', 'CSS KB', 'requests', 'chain', 'content ms', 'CLS'],
      routes.map((r) => [r.route, r.jsKB, r.allJsKB, r.cssKB, r.requests, r.chain, r.contentMs, r.cls]),
    ),
    '',
    '## Budgets',
    '',
    table(
      ['route', 'measure', 'limit', 'measured', 'ok'],
      budgets.flatMap((b) => b.checks.map((c) => [b.route, c.key, c.limit, c.value, c.ok ? 'yes' : 'NO'])),
    ),
    '',
  ].join('\n');
  writeFileSync(path.join(RESULTS_DIR, 'web.md'), md);
  console.log(`\n${md}`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runWebBench();
}
