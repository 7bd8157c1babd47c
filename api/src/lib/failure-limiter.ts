// Counts failures per key in a fixed window; past the limit the key is blocked until the window ends.
export class FailureLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly windowMs: number) {}

  blocked(key: string, limit: number, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    return entry !== undefined && entry.resetAt > now && entry.count >= limit;
  }

  fail(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now) entry.count += 1;
    else this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.hits.size > 10_000) this.sweep(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Takes back one failure counted in advance (the attempt succeeded). */
  forgive(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now && entry.count > 0) entry.count -= 1;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
