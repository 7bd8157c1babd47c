// One bounded load run in a process of its own, printing its result as one JSON line:
//   node bench/api/load.mjs '{"url": …, "connections": 32, "seconds": 10, "method": "GET", "headers": {…}, "registrations": false, "paths": […], "cookies": […]}'
// `paths` (optional): paths with query strings on the url's origin, sent in turn (searches that differ).
// `cookies` (optional): Cookie header values, sent in turn (visitors that differ, a page server's cohorts).
//
// A closed loop of keep-alive HTTP/1.1 connections, each sending its next request when the last answer has
// arrived, as autocannon and wrk do. It is ours because the load generator shares two cores with the server:
// autocannon rebuilds every request through its generic builder when each body must differ (every
// registration needs a new email), which cost about 90 µs of CPU per request, most of a registration's own
// cost. Here a request is one string written to the socket (about 25 µs). Every API figure, the hello-world
// ceiling included, is measured with it.
import net from 'node:net';
import { randomBytes } from 'node:crypto';

const {
  url,
  connections,
  seconds,
  method = 'GET',
  headers = {},
  registrations = false,
  paths,
  cookies,
} = JSON.parse(process.argv[2]);
const target = new URL(url);
const TIMEOUT_MS = 10_000;

const PROGRAMS = ['IT', 'Civil', 'Mechanical', 'Other'];
const run = randomBytes(4).toString('hex');
let sequence = 0;

// Every body a new registration (a repeated email would measure the 409 path).
function registrationBody() {
  sequence += 1;
  return JSON.stringify({
    fullName: 'Bench Student',
    email: `bench.${run}.${sequence}@example.com`,
    phone: '9876543210',
    program: PROGRAMS[sequence % 4],
    course: 'Java Fullstack',
    qualification: 'B.Tech',
    college: 'RV College of Engineering',
    graduationYear: 2025,
    message: 'Registered by the API bench.',
  });
}

const headOf = (pathAndQuery) =>
  `${method} ${pathAndQuery} HTTP/1.1\r\nHost: ${target.host}\r\nConnection: keep-alive\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
const head = headOf(`${target.pathname}${target.search}`);
const heads = paths?.map(headOf);
const cookieLines = cookies?.map((cookie) => `Cookie: ${cookie}\r\n`);
let turn = 0;
let cookieTurn = 0;
const nextCookie = () => (cookieLines ? cookieLines[cookieTurn++ % cookieLines.length] : '');

function nextRequest() {
  if (heads) return `${heads[turn++ % heads.length]}${nextCookie()}\r\n`;
  if (!registrations) return `${head}${nextCookie()}\r\n`;
  const body = registrationBody();
  return `${head}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/**
 * Where the answer whose head ends at `headEnd` ends in `buffer`, or -1 while it has not all arrived. Bodies
 * have a length, or come in chunks (a server that streams them); anything else would be measured wrongly.
 */
function bodyEnd(buffer, headEnd) {
  const head = buffer.slice(0, headEnd);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) {
    const end = headEnd + 4 + Number(length[1]);
    return buffer.length < end ? -1 : end;
  }
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) {
    console.error(`neither content-length nor chunks in a response from ${url}`);
    process.exit(1);
  }
  let at = headEnd + 4;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return -1;
    const size = parseInt(buffer.slice(at, lineEnd), 16);
    // The last chunk is empty, followed by an empty line (no trailers).
    at = lineEnd + 2 + size + 2;
    if (buffer.length < at) return -1;
    if (size === 0) return at;
  }
}

const latencies = [];
let non2xx = 0;
let errors = 0;
const deadline = performance.now() + seconds * 1000;

/** One connection's loop; ends at the deadline, or at the first error (counted) without a reply. */
function connection() {
  return new Promise((resolve) => {
    const socket = net.connect(Number(target.port), target.hostname);
    socket.setNoDelay(true);
    socket.setEncoding('latin1');
    let buffer = '';
    let sentAt = 0;
    let timer;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve();
    };
    const send = () => {
      if (performance.now() >= deadline) return finish();
      sentAt = performance.now();
      clearTimeout(timer);
      timer = setTimeout(() => {
        errors += 1;
        finish();
      }, TIMEOUT_MS);
      socket.write(nextRequest());
    };
    socket.on('connect', send);
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        const headEnd = buffer.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const end = bodyEnd(buffer, headEnd);
        if (end < 0) return;
        const status = Number(buffer.slice(9, 12));
        buffer = buffer.slice(end);
        latencies.push(performance.now() - sentAt);
        if (status < 200 || status > 299) non2xx += 1;
        send();
      }
    });
    socket.on('error', () => {
      errors += 1;
      finish();
    });
  });
}

const started = performance.now();
await Promise.all(Array.from({ length: connections }, connection));
const elapsedSeconds = (performance.now() - started) / 1000;

const sorted = Float64Array.from(latencies).sort();
const percentile = (p) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 100) / 100 : null;
console.log(
  JSON.stringify({
    connections,
    requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    requests: latencies.length,
    non2xx,
    errors,
  }),
);
