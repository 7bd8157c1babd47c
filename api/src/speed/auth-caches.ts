/**
 * The three caches in front of every staff call's token check (plugins/app/auth.ts). Each one saves work
 * that cannot change the answer; none of them may ever let a revoked or expired session through.
 *
 * Invariants (test/speed/auth-caches.test.ts):
 * - CheckedTokens: a token is remembered only after its signature and claims checked out, and it is
 *   remembered with its expiry: a token past its expiry is never answered from it. Liveness (logout) is not
 *   in it: the caller still asks LiveSessions on every call.
 * - LiveSessions remembers a live session only when this process is the sole instance (the embedded
 *   database is locked to it, so no one else can revoke a session). With several instances on one
 *   PostgreSQL every call reads the database (through a shared read, never older than the call).
 * - Revoked here: a session revoked by this process is never remembered as live again, not even by a read
 *   that started before the logout and ends after it.
 * - Changed here: when a person's account changes (renamed, demoted, deactivated, new password), none of
 *   their sessions is answered from memory again until reread, and no read that started before the change
 *   is remembered: the remembered person (name, role) is never older than the last change made here.
 * Both maps are bounded: past their size they are emptied, which only costs a reread.
 */
export interface CheckedSession {
  sessionId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** Tokens whose signature and claims have been verified (a JWT's claims never change). */
export class CheckedTokens {
  private readonly tokens = new Map<string, CheckedSession>();

  constructor(private readonly maxEntries = 1000) {}

  /** The token's session while it has not expired; an expired token is forgotten. */
  get(token: string, now = Date.now()): CheckedSession | undefined {
    const session = this.tokens.get(token);
    if (session && session.expiresAt <= now) {
      this.tokens.delete(token);
      return undefined;
    }
    return session;
  }

  /** Call only once the token's signature, audience, issuer and expiry have been checked. */
  remember(token: string, session: CheckedSession): void {
    if (this.tokens.size >= this.maxEntries) this.tokens.clear();
    this.tokens.set(token, session);
  }

  forget(token: string): void {
    this.tokens.delete(token);
  }
}

/** Whether a session is live (exists, not revoked, not expired, its person active), and whose it is,
 * remembered only where that is safe. */
export class LiveSessions<Owner extends { id: string }> {
  private readonly knownLive = new Map<string, Owner>();
  private readonly revokedHere = new Set<string>();
  /** Moves on every revocation or account change here: a read that saw another value is not remembered. */
  private generation = 0;

  constructor(
    /** Reads the database (every call that is not answered from memory): the owner, or undefined if not live. */
    private readonly read: (sessionId: string) => Promise<Owner | undefined>,
    /** True when no other process can revoke a session (the embedded database is locked to this one). */
    private readonly soleInstance: boolean,
    private readonly maxEntries = 10_000,
  ) {}

  /** The session's owner while it is live, else undefined. */
  async owner(sessionId: string): Promise<Owner | undefined> {
    const known = this.knownLive.get(sessionId);
    if (known) return known;
    const generation = this.generation;
    const owner = await this.read(sessionId);
    // Checked after the read: a logout or an account change that happened while it was under way wins.
    if (owner && this.soleInstance && generation === this.generation && !this.revokedHere.has(sessionId)) {
      if (this.knownLive.size >= this.maxEntries) this.knownLive.clear();
      this.knownLive.set(sessionId, owner);
    }
    return owner;
  }

  async isLive(sessionId: string): Promise<boolean> {
    return (await this.owner(sessionId)) !== undefined;
  }

  /** Call before revoking the session in the database. */
  revoke(sessionId: string): void {
    this.generation += 1;
    this.revokedHere.add(sessionId);
    this.knownLive.delete(sessionId);
  }

  /** Call before changing a person's account in the database (or revoking their sessions there). */
  ownerChanged(ownerId: string): void {
    this.generation += 1;
    for (const [sessionId, owner] of this.knownLive) if (owner.id === ownerId) this.knownLive.delete(sessionId);
  }
}
