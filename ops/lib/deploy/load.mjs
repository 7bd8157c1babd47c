// Steady loads through the proxy: `concurrency` visitors, each sending its next request shortly after its
// previous one was answered, for `durationMs`, while `events` (a kill, a restart) happen. Every outcome is kept.
// - runLoad: each visitor posts a new registration (a unique address); the addresses answered 201
//   (acknowledged: the visitor was told it is stored) and every other answer or error.
// - runPageLoad: each visitor asks for the site's pages in turn; every answer other than 200 is a failure.
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
 * `attempt(sequence)` sends one request and resolves with what it was (`key`) and a failure's `outcome`
 * (undefined when it succeeded). Resolves with { succeeded: key[], failures: { key, at, outcome }[], total }.
 */
async function steadyLoad({ durationMs, concurrency = LOAD_CONCURRENCY, pauseMs = 20, events = [], attempt }) {
  const started = Date.now();
  const succeeded = [];
  const failures = [];
  let sequence = 0;
  let total = 0;
  const visitor = async () => {
    while (Date.now() - started < durationMs) {
      total += 1;
      const { key, outcome } = await attempt(++sequence);
      if (outcome === undefined) succeeded.push(key);
      else failures.push({ key, at: Date.now(), outcome });
      // A short think time: a steady load (hundreds a second), not one that starves the machine's other work.
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const timeline = events.map(async ([atMs, action]) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, atMs - (Date.now() - started))));
    await action();
  });
  await Promise.all([...Array.from({ length: concurrency }, visitor), ...timeline]);
  return { succeeded, failures, total };
}

/** Registrations: resolves with { acknowledged: string[], failures: { email, at, outcome }[], total }. */
export async function runLoad({ url, agent, tag, ...load }) {
  const { succeeded, failures, total } = await steadyLoad({
    ...load,
    attempt: async (sequence) => {
      const email = `${tag}.${sequence}@rehearsal.test`;
      try {
        const response = await request(`${url}/api/internships`, {
          agent,
          method: 'POST',
          body: registration(email),
          timeoutMs: 20_000,
        });
        return {
          key: email,
          outcome: response.status === 201 ? undefined : `${response.status} ${response.body.slice(0, 120)}`,
        };
      } catch (error) {
        return { key: email, outcome: error.message };
      }
    },
  });
  return { acknowledged: succeeded, failures: failures.map(({ key, ...rest }) => ({ email: key, ...rest })), total };
}

/** Pages, `pages` in turn: resolves with { served: number, failures: { key: path, at, outcome }[], total }. */
export async function runPageLoad({ url, agent, pages, ...load }) {
  const { succeeded, failures, total } = await steadyLoad({
    ...load,
    attempt: async (sequence) => {
      const page = pages[sequence % pages.length];
      try {
        const response = await request(`${url}${page}`, { agent, timeoutMs: 20_000 });
        return { key: page, outcome: response.status === 200 ? undefined : `${response.status} ${page}` };
      } catch (error) {
        return { key: page, outcome: `${error.message} ${page}` };
      }
    },
  });
  return { served: succeeded.length, failures, total };
}
