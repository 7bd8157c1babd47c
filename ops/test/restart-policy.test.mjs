import { createBackoff, RESTART_POLICY } from '../lib/restart-policy.mjs';

describe('createBackoff', () => {
  it('waits 0.5 s, then doubles up to 10 s while the service keeps crashing', () => {
    let now = 0;
    const backoff = createBackoff(RESTART_POLICY, () => now);
    const waits = [];
    for (let crash = 0; crash < 7; crash += 1) {
      now += 100; // up for 0.1 s, then it stops again
      const wait = backoff.next();
      waits.push(wait);
      now += wait;
      backoff.started();
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('starts again from 0.5 s once the service stayed up for a minute', () => {
    let now = 0;
    const backoff = createBackoff(RESTART_POLICY, () => now);
    backoff.next();
    backoff.next();
    expect(backoff.next()).toBe(2000);
    backoff.started();
    now += 60_000;
    expect(backoff.next()).toBe(500);
    backoff.started();
    now += 100;
    expect(backoff.next()).toBe(1000);
  });
});
