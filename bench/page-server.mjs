#!/usr/bin/env node
// The page server side by side with the one it replaced (Node's http and sirv, under tooling/ then), in one run on this
// machine, so that both meet the same load from the other processes sharing it.
//
// - Before: the server of a past commit (BENCH_PAGE_SERVER_REF, default 58a744f), from git into a temporary
//   folder (`git archive`, `pnpm install --frozen-lockfile` of what it needs); or, with BENCH_PAGE_SERVER_BEFORE,
//   a folder laid out as a checkout after `npm run build` (page-server/dist/server.cjs, shell/dist,
//   marketing-mfe/dist: a copy of another commit's), whose server serves its own builds. After: this checkout's
//   page-server/dist/server.cjs (built here when missing). Both serve this checkout's builds (npm run bench
//   builds them first) unless before brings its own: a shell and the marketing remote each, the shell
//   composing /about from the remote.
// - Per round (BENCH_PAGE_SERVER_ROUNDS, default 3) and route, each server in turn, the order reversed from one
//   round to the next: 32 keep-alive connections (bench/api/load.mjs) for BENCH_PAGE_SERVER_SECONDS (default 8)
//   after a 2 s warm-up. Routes: /about composed and brotli-compressed, a content-hashed chunk (its .br copy),
//   /runtime-config.json.
// - Beside requests/s and p99, the CPU time each request cost the servers' processes (Linux's /proc: the
//   shell's, and for /about the remote's too), which the machine's other work disturbs far less.
// - After is judged against before: at least its requests/s, at most its CPU per request (medians of the
//   rounds' ratios, each round's pair having run within the same minute).
// Writes bench/results/page-server.{json,md}; removes its temporary folder and stops what it started.
//
//   node bench/page-server.mjs   BENCH_PAGE_SERVER_PORT_BASE=5570 (before on base, base+1; after on base+2, base+3)
//   BENCH_PAGE_SERVER_REF=58a744f   BENCH_PAGE_SERVER_ROUNDS=3   BENCH_PAGE_SERVER_SECONDS=8
//   BENCH_PAGE_SERVER_ROUTES=/runtime-config.json (only the routes of those paths, comma-separated)
//   BENCH_PAGE_SERVER_BEFORE=/tmp/main-build (before: that folder's server and builds, in place of REF's)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLoad } from './lib/measured-load.mjs';
import { RESULTS_DIR, machine, median, table } from './lib/report.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..');
const REF = process.env.BENCH_PAGE_SERVER_REF ?? '58a744f';
const ROUNDS = Number(process.env.BENCH_PAGE_SERVER_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_PAGE_SERVER_SECONDS ?? 8);
const PORT_BASE = Number(process.env.BENCH_PAGE_SERVER_PORT_BASE ?? 5570);
const BEFORE = process.env.BENCH_PAGE_SERVER_BEFORE ? path.resolve(process.env.BENCH_PAGE_SERVER_BEFORE) : undefined;
const CONNECTIONS = 32;
const BROWSER_ENCODINGS = 'gzip, deflate, br';

const temporary = [];
const running = new Set();
function cleanUp() {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.once('SIGINT', () => (cleanUp(), process.exit(130)));
process.once('SIGTERM', () => (cleanUp(), process.exit(143)));

/** An app's build: under `root`, a checkout's layout (this one's by default). */
const dist = (dir, root = ROOT) => path.join(root, dir, 'dist');

/**
 * The past commit's server, from git into a temporary folder, with what it needs installed there. A commit with
 * the page-server package serves its own builds (its pages' parts are its own format), built there; an older
 * one's server (tooling/serve) serves this checkout's.
 */
function pastServer(ref) {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), `blueprint-bench-page-server-${commit}-`));
  temporary.push(dir);
  console.log(`\nInstalling the page server of ${commit} in ${dir}…`);
  execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${dir}"`], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const pnpm = (args) =>
    execFileSync('corepack', ['pnpm', ...args], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0', CI: 'true' },
    });
  if (!existsSync(path.join(dir, 'page-server', 'package.json'))) {
    pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--filter', '@blueprint/serve...']);
    return { name: `before (${commit})`, program: path.join(dir, 'tooling', 'serve', 'bin.mjs'), root: ROOT };
  }
  const packages = ['@blueprint/page-server', '@blueprint/shell', '@blueprint/marketing'];
  pnpm(['install', '--frozen-lockfile', '--prefer-offline', ...packages.flatMap((name) => ['--filter', `${name}...`])]);
  console.log(`Building the shell, marketing and the page server of ${commit}…`);
  for (const name of packages) pnpm(['--filter', name, 'run', 'build']);
  return builtServer(dir, commit);
}

/** The server of another checkout's build (BENCH_PAGE_SERVER_BEFORE), serving its own builds. */
function builtServer(root, name = path.basename(root)) {
  const program = path.join(root, 'page-server', 'dist', 'server.cjs');
  if (!existsSync(program))
    throw new Error(
      `${program} is missing: BENCH_PAGE_SERVER_BEFORE names a folder laid out as a checkout after npm run build`,
    );
  return { name: `before (${name})`, program, root };
}

/** This checkout's page server, as npm start runs it. */
function todayServer() {
  const program = path.join(ROOT, 'page-server', 'dist', 'server.cjs');
  if (!existsSync(program))
    execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(ROOT, 'page-server'), stdio: 'inherit' });
  return { name: 'after', program, root: ROOT };
}

/** Starts one app's server and resolves once it listens. */
function start({ program, root }, app, port, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [program, app, '--dir', dist(app === 'shell' ? 'shell' : `${app}-mfe`, root), '--port', String(port)],
      {
        cwd: ROOT,
        env: { ...process.env, HOST: '127.0.0.1', NODE_ENV: 'production', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    running.add(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${program} ${app} did not start:\n${output}`)), 60_000);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (/serving .* on http/.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      running.delete(child);
      clearTimeout(timer);
      reject(new Error(`${program} ${app} exited with ${code}:\n${output}`));
    });
  });
}

/** A variant's shell and marketing servers, the shell's run-time config pointing at its own marketing. */
async function startVariant(variant, shellPort, marketingPort, configDir) {
  const marketing = `http://127.0.0.1:${marketingPort}`;
  const configFile = path.join(configDir, `${shellPort}.json`);
  const remotes = {
    marketing,
    catalog: 'http://127.0.0.1:9',
    internship: 'http://127.0.0.1:9',
    dashboard: 'http://127.0.0.1:9',
  };
  writeFileSync(
    configFile,
    JSON.stringify({
      apiUrl: 'http://127.0.0.1:9',
      publicOrigin: 'https://www.blueprint-academy.example',
      remotes: Object.fromEntries(
        Object.entries(remotes).map(([name, origin]) => [name, `${origin}/mf-manifest.json`]),
      ),
    }),
  );
  const remote = await start(variant, 'marketing', marketingPort, {
    RUNTIME_CONFIG_FILE: '',
    TRUST_PROXY: '127.0.0.1,::1',
  });
  const shell = await start(variant, 'shell', shellPort, { RUNTIME_CONFIG_FILE: configFile, TRUST_PROXY: '' });
  return { ...variant, shell, remote, url: `http://127.0.0.1:${shellPort}` };
}

/** A content-hashed chunk of the shell's build that the build also compressed: the largest, React's. */
function hashedChunk(root = ROOT) {
  const shell = dist('shell', root);
  const files = readdirSync(shell).filter(
    (file) => /\.[0-9a-f]{10}\.js$/.test(file) && existsSync(path.join(shell, `${file}.br`)),
  );
  const largest = files.sort((a, b) => statSync(path.join(shell, b)).size - statSync(path.join(shell, a)).size)[0];
  if (!largest) throw new Error(`no compressed hashed chunk in ${shell}: build first (npm run build)`);
  return `/${largest}`;
}

/** One run against a variant: warm-up, then the measured load with the CPU its processes spent. */
function measure(variant, route) {
  return measureLoad({
    url: `${variant.url}${route.pathOf(variant)}`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: route.headers,
    pids: [variant.shell.pid, ...(route.remote ? [variant.remote.pid] : [])],
    label: `[${variant.name}] ${route.path}`,
  });
}

/**
 * The same answer from both: the status, and for the page the composed HTML's marks. A few tries: the first
 * request for a page may miss the remote's budget on a loaded machine (its fetch then fills the cache).
 */
async function checkAnswers(variants, route) {
  for (const variant of variants) {
    let last = '';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${variant.url}${route.pathOf(variant)}`, { headers: route.headers });
      const body = await response.text();
      if (response.ok && (!route.composed || body.includes('data-server-page="marketing/About"'))) {
        last = '';
        break;
      }
      last = `${response.status}${route.composed ? ', not composed' : ''}`;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    if (last) throw new Error(`[${variant.name}] ${route.path} did not answer as measured: ${last}`);
  }
}

async function main() {
  if (
    !existsSync(path.join(dist('shell'), 'remote-pages.json')) ||
    !existsSync(path.join(dist('marketing-mfe'), 'fragments', 'index.json'))
  ) {
    throw new Error('the shell and marketing builds are missing: run npm run bench (it builds them), or npm run build');
  }
  const past = BEFORE ? builtServer(BEFORE) : pastServer(REF);
  const today = todayServer();
  const configDir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-bench-page-server-config-'));
  temporary.push(configDir);
  const variants = [
    await startVariant(past, PORT_BASE, PORT_BASE + 1, configDir),
    await startVariant(today, PORT_BASE + 2, PORT_BASE + 3, configDir),
  ];

  const routes = [
    {
      name: '/about, composed, brotli',
      path: '/about',
      headers: { 'Accept-Encoding': BROWSER_ENCODINGS },
      remote: true,
      composed: true,
    },
    // Each variant's own when they serve different builds: the same chunk under its own hash.
    {
      name: 'hashed chunk, its .br',
      path: hashedChunk(),
      pathOf: (variant) => hashedChunk(variant.root),
      headers: { 'Accept-Encoding': BROWSER_ENCODINGS },
    },
    { name: '/runtime-config.json', path: '/runtime-config.json', headers: {} },
  ];
  for (const route of routes) route.pathOf ??= () => route.path;
  const only = (process.env.BENCH_PAGE_SERVER_ROUTES ?? '').split(',').filter(Boolean);
  if (only.length) routes.splice(0, routes.length, ...routes.filter((route) => only.includes(route.path)));
  const results = routes.map((route) => ({ ...route, runs: Object.fromEntries(variants.map((v) => [v.name, []])) }));
  for (const route of routes) await checkAnswers(variants, route);
  for (let round = 0; round < ROUNDS; round += 1) {
    console.log(`\n== round ${round + 1} of ${ROUNDS}`);
    for (const result of results) {
      // Alternate the order, so that neither always runs first.
      for (const variant of round % 2 ? [...variants].reverse() : variants) {
        const run = measure(variant, result);
        result.runs[variant.name].push(run);
        console.log(
          `[${variant.name}] ${result.name}: ${run.requestsPerSecond} req/s, p99 ${run.p99Ms} ms, ${run.cpuMicros ?? '–'} µs CPU a request`,
        );
      }
    }
  }
  for (const variant of variants) {
    variant.shell.kill('SIGTERM');
    variant.remote.kill('SIGTERM');
  }

  const [before, after] = variants;
  const middle = (values) => Math.round(median(values) * 100) / 100;
  const verdicts = results.map(({ name, runs }) => {
    const throughput = runs[after.name].map(
      (run, i) => Math.round((run.requestsPerSecond / runs[before.name][i].requestsPerSecond) * 100) / 100,
    );
    const cpu = runs[after.name].map((run, i) =>
      run.cpuMicros && runs[before.name][i].cpuMicros
        ? Math.round((run.cpuMicros / runs[before.name][i].cpuMicros) * 100) / 100
        : NaN,
    );
    return {
      route: name,
      throughputRatios: throughput,
      medianThroughputRatio: middle(throughput),
      cpuRatios: cpu,
      medianCpuRatio: middle(cpu),
      throughputMet: median(throughput) >= 1,
      cpuMet: median(cpu) <= 1,
    };
  });
  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    loadAverage: os.loadavg(),
    ref: BEFORE ?? REF,
    seconds: SECONDS,
    connections: CONNECTIONS,
    rounds: ROUNDS,
    results,
    verdicts,
  };
  writeFileSync(path.join(RESULTS_DIR, 'page-server.json'), `${JSON.stringify(report, null, 2)}\n`);

  const list = (runs, key) => runs.map((run) => (run[key] ?? '–').toLocaleString('en')).join(', ');
  const markdown = [
    '# The page server side by side',
    '',
    `${report.date}, ${report.machine.cpus} CPUs (load average ${report.loadAverage.map((value) => value.toFixed(1)).join(', ')}), Node ${report.machine.node}. ${CONNECTIONS} keep-alive connections, ${SECONDS} s per run after a 2 s warm-up, ${ROUNDS} rounds alternating; the load generator (bench/api/load.mjs) shares the machine. ${BEFORE ? `Before: the page server and builds in ${BEFORE}` : `Before: the page server of ${REF} (Node's http and sirv)`}; after: \`page-server/dist/server.cjs\`${BEFORE ? " on this checkout's builds" : ". Both serve this checkout's builds"}.`,
    '',
    table(
      ['route', 'server', 'requests/s', 'p99 ms', 'CPU µs a request'],
      results.flatMap(({ name, runs }) =>
        variants.map((v) => [
          name,
          v.name,
          list(runs[v.name], 'requestsPerSecond'),
          list(runs[v.name], 'p99Ms'),
          list(runs[v.name], 'cpuMicros'),
        ]),
      ),
    ),
    '',
    ...verdicts.map(
      (v) =>
        `${v.route}: after/before requests/s ${v.throughputRatios.join(', ')} (median ${v.medianThroughputRatio}, at least as many: ${v.throughputMet ? 'met' : 'not met'}); CPU a request ${v.cpuRatios.join(', ')} (median ${v.medianCpuRatio}, at most as much: ${v.cpuMet ? 'met' : 'not met'}).`,
    ),
    '',
  ].join('\n');
  writeFileSync(path.join(RESULTS_DIR, 'page-server.md'), markdown);
  console.log(`\n${markdown}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
