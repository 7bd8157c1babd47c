import { FailureLimiter } from './failure-limiter';

export interface LoginLimits {
  /** Failed logins for one account from one address before 429. */
  perAccount: number;
  /** Failed logins from one address, whatever the account, before 429. */
  perAddress: number;
  windowMs: number;
}

export type LoginVerdict = 'ok' | 'failed' | 'locked';

/**
 * Brute force against the staff login. Three rules, each closing a hole seen under load:
 * - An attempt is counted before the password check, not after it: a burst of concurrent guesses cannot
 *   slip past the limit while the first checks are still running.
 * - One check at a time per account and per address (the others queue), so a burst costs one argon2 check at
 *   a time and every queued attempt sees the count the previous one left.
 * - The account's lockout is keyed on the account and the address together: a stranger who knows the staff
 *   email locks out only themselves, and the owner on another address still gets in. The per-address limit
 *   (across accounts) stops one address from trying many accounts.
 */
export class LoginGuard {
  private readonly failures: FailureLimiter;
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly limits: LoginLimits) {
    this.failures = new FailureLimiter(limits.windowMs);
  }

  /** Runs `check` (the password check) unless the account or the address is locked out. */
  async attempt(account: string, address: string, check: () => Promise<boolean>): Promise<LoginVerdict> {
    // Always the account first, then the address: no two attempts can wait for each other in a cycle.
    const releaseAccount = await this.lock(`account:${account}`);
    const releaseAddress = await this.lock(`address:${address}`);
    try {
      const pairKey = `pair:${account}\n${address}`;
      const addressKey = `address:${address}`;
      if (
        this.failures.blocked(pairKey, this.limits.perAccount) ||
        this.failures.blocked(addressKey, this.limits.perAddress)
      ) {
        return 'locked';
      }
      // Counted as failed until it proves otherwise.
      this.failures.fail(pairKey);
      this.failures.fail(addressKey);
      const ok = await check().catch(() => false);
      if (ok) {
        this.failures.reset(pairKey);
        this.failures.forgive(addressKey);
      }
      return ok ? 'ok' : 'failed';
    } finally {
      releaseAddress();
      releaseAccount();
    }
  }

  /** Waits for the attempts already queued on `key`; the returned function lets the next one run. */
  private async lock(key: string): Promise<() => void> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.queues.set(key, tail);
    await previous;
    return () => {
      release();
      if (this.queues.get(key) === tail) this.queues.delete(key);
    };
  }
}
