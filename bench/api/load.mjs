// One bounded autocannon run in a process of its own (a long-lived load generator slows down as it ages,
// which would make later measurements look worse than earlier ones). Prints its result as one JSON line.
//   node bench/api/load.mjs '{"url": …, "connections": 32, "seconds": 10, "method": "GET", "headers": {…}, "registrations": false}'
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

const { url, connections, seconds, method = 'GET', headers = {}, registrations = false } = JSON.parse(process.argv[2]);
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

const result = await autocannon({
  url,
  connections,
  duration: seconds,
  pipelining: 1,
  timeout: 10,
  requests: [
    registrations
      ? { method, headers: { 'content-type': 'application/json', ...headers }, setupRequest: (request) => ({ ...request, body: registrationBody() }) }
      : { method, headers },
  ],
});
console.log(
  JSON.stringify({
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }),
);
