#!/usr/bin/env node
// npm test: every test, in the order that fails fastest: types, lint, unit and component tests, API
// integration tests (embedded database, and PostgreSQL when DATABASE_URL is set), browser tests in Chromium.
// Each step runs even when an earlier one failed; the last line is `N passed, N failed`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { install } from '../lib/install.mjs';
import { paint, step } from '../lib/log.mjs';
import { ROOT } from '../lib/paths.mjs';
import { ensurePnpm } from '../lib/pnpm.mjs';
import { run } from '../lib/run.mjs';

const { env } = ensurePnpm();
const tally = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const failures = [];

function record(name, { passed = 0, failed = 0, skipped = 0 }) {
  tally.passed += passed;
  tally.failed += failed;
  tally.skipped += skipped;
  if (failed > 0) failures.push(`${name}: ${failed} failed`);
  console.log(
    paint(failed ? 31 : 32, `  ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`),
  );
}

/** A step that is one check (type check, lint): it passes or fails as a whole. */
async function check(name, command, args, options = {}) {
  step(name);
  const code = await run(command, args, { cwd: ROOT, env, ...options });
  record(name, code === 0 ? { passed: 1 } : { failed: 1 });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function jest(name, args, jestEnv = env) {
  step(name);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-jest-'));
  const out = path.join(dir, 'results.json');
  const code = await run('pnpm', ['exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`, ...args], {
    cwd: ROOT,
    env: jestEnv,
  });
  const results = readJson(out);
  rmSync(dir, { recursive: true, force: true });
  if (!results) return record(name, { failed: 1 });
  // A suite that cannot even run (syntax error, missing module) has no tests but is a failure.
  const brokenSuites = results.numRuntimeErrorTestSuites ?? 0;
  record(name, {
    passed: results.numPassedTests,
    failed: results.numFailedTests + brokenSuites + (code !== 0 && results.numFailedTests + brokenSuites === 0 ? 1 : 0),
    skipped: results.numPendingTests + (results.numTodoTests ?? 0),
  });
}

async function playwright() {
  const name = 'Browser tests (Chromium)';
  step(name);
  const chrome = env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) {
    console.error(`No Chromium at ${chrome}: install Debian's (apt-get install -y chromium) or set CHROME_PATH.`);
    return record(name, { failed: 1 });
  }
  const out = path.join(ROOT, 'e2e', 'test-results', 'results.json');
  rmSync(out, { force: true });
  const code = await run('pnpm', ['exec', 'playwright', 'test'], { cwd: path.join(ROOT, 'e2e'), env });
  const results = readJson(out);
  if (!results?.stats) return record(name, { failed: 1 });
  const { expected, unexpected, flaky, skipped } = results.stats;
  record(name, { passed: expected + flaky, failed: unexpected + (code !== 0 && unexpected === 0 ? 1 : 0), skipped });
}

const started = Date.now();
await install(env);
// The contract is TypeScript: Node is made able to read it once the install has brought what it takes.
await import('@blueprint/tsconfig/register.mjs');
const { buildAll } = await import('../lib/build.mjs');
try {
  await buildAll(env);
  record('Production build', { passed: 1 });
} catch (error) {
  console.error(error);
  record('Production build', { failed: 1 });
}

await check('Type check', 'pnpm', ['-r', '--workspace-concurrency=2', 'typecheck']);
// eslint, then the formatter's check (package.json's lint script).
await check('Lint', 'pnpm', ['run', '--silent', 'lint']);
// The API project runs here on the embedded database (DATABASE_URL removed), then again on PostgreSQL.
const { DATABASE_URL, ...embeddedEnv } = env;
await jest('Unit, component and API tests (embedded database)', [], embeddedEnv);
if (DATABASE_URL) {
  await jest('API tests on PostgreSQL', ['--selectProjects', 'api'], env);
} else {
  console.log('\n(DATABASE_URL is not set: the API tests on PostgreSQL are skipped.)');
}
await playwright();

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `\n${failures.length ? paint(31, `Failed: ${failures.join('; ')}`) : paint(32, 'All green.')} (${minutes} min)`,
);
console.log(`${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
process.exit(tally.failed > 0 ? 1 : 0);
