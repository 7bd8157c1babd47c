#!/usr/bin/env node
// npm run test:fuzz (and CI, after npm test): Specmatic, an outside fuzzer, against the API's own OpenAPI
// document. It builds the API, starts it on the embedded database in a temporary DATA_DIR on a free port,
// logs in as staff, and runs Specmatic's generated positive, boundary and negative tests
// (resiliencyTests: all) against /api/openapi.json with the staff token, checking every status and body.
// Prints one line, `Specmatic: N passed, M failed`, and exits non-zero on any failure or when fewer than
// MIN_TESTS ran. Needs Java 17 (`.ci/run` installs openjdk-17-jre-headless from Debian).
//
// Specmatic's jar is run with `java -jar`: the npm package's wrapper exits 0 even when tests fail.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '@blueprint/ops/paths';

const MIN_TESTS = 500;
// Specmatic combines optional fields and boundaries per operation; this many combinations per operation
// keeps a run near two minutes on two cores while still reaching every route with well over MIN_TESTS.
const COMBINATIONS = process.env.MAX_TEST_REQUEST_COMBINATIONS ?? '20';
const ADMIN = { email: 'admin@blueprint.local', password: 'blueprint-admin' };

// Specmatic is a test tool: this package declares it, so that npm start's install leaves it out.
const require = createRequire(import.meta.url);
const JAR = path.join(path.dirname(require.resolve('specmatic/package.json')), 'specmatic.jar');

/** Runs a command to its end, output shown; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url, child) {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not answer /api/health within 20 s');
}

async function post(url, body, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

let sequence = 0;
const registration = () => ({
  fullName: 'Fuzz Seed',
  email: `fuzz.seed.${(sequence += 1)}@example.com`,
  // A phone of its own: registrations sharing one list each other as duplicates, which would change a stored
  // example's answer as the run adds rows.
  phone: `98765${String(sequence).padStart(5, '0')}`,
  program: 'IT',
  qualification: 'B.Tech',
  college: 'RV College of Engineering',
  graduationYear: 2025,
});

/**
 * Specmatic examples for the routes that act on one stored row: a random id is simply not found (404),
 * so each of these operations is also tried on a row that exists (its own, so that erasing one does not
 * take another test's row). An example holds the answer the API gives to that very request (asked here
 * first: a change asked twice answers the same).
 */
async function writeExamples(url, token, dir) {
  mkdirSync(dir, { recursive: true });
  const auth = { Authorization: `Bearer ${token}` };
  const id = async () => (await post(`${url}/api/internships`, registration())).data._id;
  const message = (
    await post(`${url}/api/contact`, { name: 'Fuzz Seed', email: 'fuzz.seed@example.com', message: 'Hello' })
  ).data._id;
  // A staff account of the run's own, for PATCH /api/staff/{id}: whatever the fuzzer changes there (its role,
  // its password, deactivating it) never touches the admin whose token the run uses.
  const colleague = (
    await post(
      `${url}/api/staff`,
      {
        email: 'fuzz.colleague@example.com',
        name: 'Fuzz Colleague',
        role: 'staff',
        password: 'fuzz-colleague-password',
      },
      token,
    )
  ).data._id;
  const examples = {
    'get-registration': { method: 'GET', path: `/api/internships/${await id()}`, status: 200 },
    'get-activity': { method: 'GET', path: `/api/internships/${await id()}/activity`, status: 200 },
    // A status alone: asked again it changes nothing, so the version (and the answer) stays the same (a note
    // is added to the history each time, moving the version).
    'patch-registration': {
      method: 'PATCH',
      path: `/api/internships/${await id()}`,
      body: { status: 'contacted' },
      status: 200,
    },
    'delete-registration': { method: 'DELETE', path: `/api/internships/${await id()}`, status: 204 },
    'patch-message': {
      method: 'PATCH',
      path: `/api/contact-messages/${message}`,
      body: { handled: true },
      status: 200,
    },
    'patch-staff': { method: 'PATCH', path: `/api/staff/${colleague}`, body: { name: 'Fuzz Colleague' }, status: 200 },
    // The colleague has no second factor: a reset answers 204 each time.
    'reset-second-factors': { method: 'DELETE', path: `/api/staff/${colleague}/second-factors`, status: 204 },
  };
  for (const [name, { method, path: examplePath, body, status }] of Object.entries(examples)) {
    const headers = { ...auth, ...(body ? { 'Content-Type': 'application/json' } : {}) };
    const request = { method, path: examplePath, headers, ...(body ? { body } : {}) };
    let response = { status };
    if (method !== 'DELETE') {
      const answer = await fetch(`${url}${examplePath}`, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (answer.status !== status) throw new Error(`${method} ${examplePath}: ${answer.status}`);
      response = { status, headers: { 'Content-Type': 'application/json' }, body: await answer.json() };
    }
    writeFileSync(
      path.join(dir, `${name}.json`),
      JSON.stringify({ 'http-request': request, 'http-response': response }, null, 2),
    );
  }
}

/** The counts in Specmatic's JUnit report(s). */
function junitCounts(dir) {
  let tests = 0;
  let failed = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.xml'))) {
    const xml = readFileSync(path.join(dir, file), 'utf8');
    const suite = /<testsuite\b([^>]*)>/.exec(xml)?.[1] ?? '';
    const attribute = (name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(suite)?.[1] ?? 0);
    tests += attribute('tests');
    failed += attribute('failures') + attribute('errors');
  }
  return { tests, failed };
}

const work = mkdtempSync(path.join(os.tmpdir(), 'blueprint-fuzz-'));
const DEPLOY_TOKEN = randomBytes(24).toString('hex');
const PAGE_SERVER_SECRET = randomBytes(24).toString('hex');
let api;
let exitCode = 1;
try {
  if ((await run('corepack', ['pnpm', '--filter', '@blueprint/api', 'build'], { cwd: ROOT })) !== 0)
    throw new Error('the API build failed');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  api = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.cjs')], {
    cwd: work,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Thousands of posts from one address in two minutes: the public forms' limit (60 a minute) and the
      // login limits would answer 429 to most of them, and the fuzzer would be testing the limiter. They
      // have their own tests (api/test/routes/public/).
      RATE_LIMIT_PUBLIC: '0',
      RATE_LIMIT_LOGIN: '0',
      LOGIN_MAX_FAILURES: '1000000',
      LOG_LEVEL: 'warn',
      // Deploys set up (the release store is the run's own database): the deploy routes are fuzzed past their token.
      DEPLOY_TOKEN,
      SHELL_INTERNAL_URL: 'http://127.0.0.1:9',
      // Page-load reports fuzzed past their secret too (a made-up release is dropped: 204).
      PAGE_SERVER_SECRET,
    },
  });
  await waitForHealth(url, api);
  const { token } = await post(`${url}/api/auth/login`, ADMIN);

  // The document, with every character past ASCII written as a JSON escape: Specmatic reads the file as
  // YAML, which refuses raw C1 controls (they appear in the visible-text patterns). Same document.
  const document = await (await fetch(`${url}/api/openapi.json`)).text();
  const spec = path.join(work, 'openapi.json');
  writeFileSync(
    spec,
    document.replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
  writeFileSync(
    path.join(work, 'specmatic.yaml'),
    [
      'version: 2',
      'contracts:',
      '  - provides:',
      '      - specs:',
      '          - openapi.json',
      `        baseUrl: ${url}`,
      'test:',
      '  resiliencyTests:',
      '    enable: all',
      '',
    ].join('\n'),
  );
  const examples = path.join(work, 'examples');
  await writeExamples(url, token, examples);

  // Left out, each for a reason a fuzzer cannot work around (the routes keep their other tests, and their
  // API tests): logout revokes the very token the run uses; login succeeds only with the one password
  // (random credentials are 401, which the document says); "already subscribed" (200) needs an email
  // subscribed before, which a generated request cannot know; a password change (204) needs the admin's
  // current password (a generated one is 400, which the document says); a registration's change (200), alone
  // or in bulk, needs an If-Match naming the row's current version and an assignee who is an active account
  // (a generated one is 412 or 400, which the document says; test/routes/staff/team-registrations.test.ts
  // covers the 200s).
  const filter =
    "PATH!='/api/auth/logout' && !(PATH='/api/auth/login' && STATUS='200') && !(PATH='/api/auth/session' && STATUS='200') && !(PATH='/api/newsletter' && STATUS='200') && !(PATH='/api/auth/password' && STATUS='204')" +
    " && !(PATH='/api/internships/{id}' && METHOD='PATCH' && STATUS='200') && !(PATH='/api/internships/bulk' && STATUS='200')" +
    // A second factor's successes need what no fuzzer can make: an account that has one, an authenticator app's
    // code, a passkey's signature, a passkey of the admin's own (the API tests and e2e/staff-second-factors.spec.ts cover them).
    " && !(PATH='/api/auth/login' && STATUS='202') && !(PATH='/api/auth/session' && STATUS='202')" +
    " && !(PATH='/api/auth/login/second-step' && STATUS='200') && !(PATH='/api/auth/session/second-step' && STATUS='200')" +
    " && !(PATH='/api/auth/passkey/login' && STATUS='200') && !(PATH='/api/auth/passkey/session' && STATUS='200')" +
    " && !(PATH='/api/auth/totp/confirm' && STATUS='200') && !(PATH='/api/auth/recovery-codes' && STATUS='200')" +
    " && !(PATH='/api/auth/passkeys' && STATUS='201') && !(PATH='/api/auth/passkeys/{id}' && STATUS='200') && !(PATH='/api/auth/passkeys/{id}' && STATUS='204')" +
    // A deploy or a rollback succeeds only with a release built beforehand and a live shell to check it against
    // (e2e/releases.spec.ts and the deploy rehearsal cover them), whether the deploy token or an admin asks.
    " && !(PATH='/api/admin/releases/{remote}/deploy' && STATUS='200') && !(PATH='/api/admin/releases/{remote}/rollback' && STATUS='200')" +
    " && !(PATH='/api/releases/{remote}/rollback' && STATUS='200')" +
    // A promote needs a canary running, a preview a published release (api/test/routes/admin/canary.test.ts).
    " && !(PATH='/api/admin/releases/{remote}/promote' && STATUS='200') && !(PATH='/api/releases/{remote}/promote' && STATUS='200')" +
    " && !(PATH='/api/admin/releases/{remote}/preview' && STATUS='200') && !(PATH='/api/releases/{remote}/preview' && STATUS='200')" +
    // A publish succeeds only with files whose sizes and sha256 the body lists truly, and a release.json and
    // mf-manifest.json naming that remote and id (api/test/routes/admin/publish.test.ts and the rehearsal cover it).
    " && !(PATH='/api/admin/releases/{remote}/{release}' && METHOD='PUT' && STATUS='200')" +
    // A release's list of files and a file by its hash answer 200 only for a release published with true hashes
    // (the same tests cover them); the live map's event stream never ends, so no answer to it is whole
    // (api/test/releases covers it).
    " && !(PATH='/api/releases/{remote}/{release}/files' && STATUS='200') && !(PATH='/api/release-files/{sha256}' && STATUS='200')" +
    " && PATH!='/api/releases/live/events'";
  const junit = path.join(work, 'junit');
  const code = await run(
    'java',
    [
      '-jar',
      JAR,
      'test',
      spec,
      `--config=${path.join(work, 'specmatic.yaml')}`,
      `--testBaseURL=${url}`,
      `--junitReportDir=${junit}`,
      `--examples=${examples}`,
      `--filter=${filter}`,
    ],
    {
      cwd: work,
      stdio: ['ignore', process.env.FUZZ_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
      env: {
        ...process.env,
        SPECMATIC_DISABLE_TELEMETRY: 'true',
        staffToken: token,
        deployToken: DEPLOY_TOKEN,
        pageServerSecret: PAGE_SERVER_SECRET,
        MAX_TEST_REQUEST_COMBINATIONS: COMBINATIONS,
      },
    },
  );
  const { tests, failed } = junitCounts(junit);
  console.log(`Specmatic: ${tests - failed} passed, ${failed} failed`);
  if (tests < MIN_TESTS) console.error(`fewer than ${MIN_TESTS} tests ran (${tests})`);
  exitCode = failed === 0 && tests >= MIN_TESTS && code === 0 ? 0 : 1;
} catch (error) {
  console.error(`fuzz-api: ${error.message}`);
} finally {
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
  if (exitCode === 0 || !process.env.FUZZ_KEEP) rmSync(work, { recursive: true, force: true });
  else console.error(`kept ${work} (FUZZ_KEEP)`);
}
process.exit(exitCode);
