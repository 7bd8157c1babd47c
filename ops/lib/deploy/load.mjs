// A steady load of registrations through the proxy: `concurrency` visitors, each posting a new registration
// (a unique address) shortly after its previous one was answered, for `durationMs`. Every outcome is kept: the
// addresses answered 201 (acknowledged: the visitor was told it is stored) and every other answer or error.
import { request } from './client.mjs';

/** Visitors at once: also the most requests that can be in flight on a replica when it dies. */
export const LOAD_CONCURRENCY = 8;

export function registration(email) {
  return {
    fullName: 'Rehearsal Visitor',
    email,
    phone: '9876543210',
    program: 'IT',
    course: 'java-fullstack',
    qualification: 'B.Tech',
    college: 'RV College of Engineering',
    graduationYear: 2025,
    message: 'Sent by the deployment rehearsal',
  };
}

/**
 * Runs the load; `events` are [atMs, action] pairs run during it (a kill, a restart), awaited before the
 * result is returned. Resolves with { acknowledged: string[], failures: { email, outcome }[], total }.
 */
export async function runLoad({
  url,
  agent,
  tag,
  durationMs,
  concurrency = LOAD_CONCURRENCY,
  pauseMs = 20,
  events = [],
}) {
  const started = Date.now();
  const acknowledged = [];
  const failures = [];
  let sequence = 0;
  let total = 0;
  const visitor = async () => {
    while (Date.now() - started < durationMs) {
      const email = `${tag}.${++sequence}@rehearsal.test`;
      total += 1;
      try {
        const response = await request(`${url}/api/internships`, {
          agent,
          method: 'POST',
          body: registration(email),
          timeoutMs: 20_000,
        });
        if (response.status === 201) acknowledged.push(email);
        else failures.push({ email, at: Date.now(), outcome: `${response.status} ${response.body.slice(0, 120)}` });
      } catch (error) {
        failures.push({ email, at: Date.now(), outcome: error.message });
      }
      // A short think time: a steady load (hundreds a second), not one that starves the machine's other work.
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const timeline = events.map(async ([atMs, action]) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, atMs - (Date.now() - started))));
    await action();
  });
  await Promise.all([...Array.from({ length: concurrency }, visitor), ...timeline]);
  return { acknowledged, failures, total };
}
