// @ts-check
// When a service of the running system stops without being asked to, the supervisor starts it again after a
// wait that doubles from 0.5 s up to 10 s, so a service that crashes at once does not spin the CPU, and that
// falls back to 0.5 s once the service has stayed up for a minute, so a crash a day later is repaired quickly.

/** @typedef {{ initialMs: number, maxMs: number, stableMs: number }} RestartPolicy */

/** @type {RestartPolicy} */
export const RESTART_POLICY = { initialMs: 500, maxMs: 10_000, stableMs: 60_000 };

/**
 * The waits of one service. Call started() on every start and next() when it stopped.
 * @param {RestartPolicy} policy
 * @param {() => number} now
 */
export function createBackoff(policy = RESTART_POLICY, now = Date.now) {
  let delay = policy.initialMs;
  let startedAt = now();
  return {
    started() {
      startedAt = now();
    },
    /** How long to wait before starting the service again. */
    next() {
      if (now() - startedAt >= policy.stableMs) delay = policy.initialMs;
      const wait = delay;
      delay = Math.min(delay * 2, policy.maxMs);
      return wait;
    },
  };
}
