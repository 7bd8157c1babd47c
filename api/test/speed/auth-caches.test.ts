import { CheckedTokens, LiveSessions } from '../../src/speed/auth-caches';

describe('CheckedTokens', () => {
  it('answers a checked token until it expires, then forgets it', () => {
    const tokens = new CheckedTokens();
    tokens.remember('t', { sessionId: 's', expiresAt: 2000 });
    expect(tokens.get('t', 1999)).toEqual({ sessionId: 's', expiresAt: 2000 });
    expect(tokens.get('t', 2000)).toBeUndefined();
    expect(tokens.get('t', 1000)).toBeUndefined();
  });

  it('stays within its size', () => {
    const tokens = new CheckedTokens(2);
    for (const token of ['a', 'b', 'c']) tokens.remember(token, { sessionId: token, expiresAt: Infinity });
    expect(['a', 'b', 'c'].filter((token) => tokens.get(token))).toEqual(['c']);
  });
});

type Owner = { id: string; role: string };
const ana: Owner = { id: 'ana', role: 'admin' };

describe('LiveSessions', () => {
  /** A database read the test answers by hand, counting reads. */
  function manualDatabase() {
    const reads: { id: string; answer: (live: boolean, owner?: Owner) => void }[] = [];
    const read = (id: string) =>
      new Promise<Owner | undefined>((resolve) =>
        reads.push({ id, answer: (live, owner = ana) => resolve(live ? owner : undefined) }),
      );
    return { reads, read };
  }

  it('reads the database on every call when other instances could revoke', async () => {
    const { reads, read } = manualDatabase();
    const sessions = new LiveSessions(read, false);
    for (let i = 0; i < 2; i++) {
      const live = sessions.isLive('s');
      reads.at(-1)!.answer(true);
      await expect(live).resolves.toBe(true);
    }
    expect(reads).toHaveLength(2);
  });

  it('remembers a live session when it is the sole instance, until it revokes it', async () => {
    const { reads, read } = manualDatabase();
    const sessions = new LiveSessions(read, true);
    const first = sessions.isLive('s');
    reads[0]!.answer(true);
    await expect(first).resolves.toBe(true);
    await expect(sessions.isLive('s')).resolves.toBe(true);
    expect(reads).toHaveLength(1);
    sessions.revoke('s');
    const after = sessions.isLive('s');
    expect(reads).toHaveLength(2);
    reads[1]!.answer(false);
    await expect(after).resolves.toBe(false);
  });

  it('never remembers as live a session revoked while its read was under way', async () => {
    const { reads, read } = manualDatabase();
    const sessions = new LiveSessions(read, true);
    const racing = sessions.isLive('s');
    sessions.revoke('s');
    reads[0]!.answer(true); // read before the revoke reached the database
    await racing;
    const next = sessions.isLive('s');
    expect(reads).toHaveLength(2);
    reads[1]!.answer(false);
    await expect(next).resolves.toBe(false);
  });

  it('answers an owner changed here from the database again, and remembers the change', async () => {
    const { reads, read } = manualDatabase();
    const sessions = new LiveSessions(read, true);
    const first = sessions.owner('s');
    reads[0]!.answer(true);
    await expect(first).resolves.toEqual(ana);
    sessions.ownerChanged('ana');
    const after = sessions.owner('s');
    expect(reads).toHaveLength(2);
    reads[1]!.answer(true, { id: 'ana', role: 'staff' });
    await expect(after).resolves.toEqual({ id: 'ana', role: 'staff' });
    await expect(sessions.owner('s')).resolves.toEqual({ id: 'ana', role: 'staff' });
    expect(reads).toHaveLength(2);
  });

  it('never remembers an owner read before a change made while the read was under way', async () => {
    const { reads, read } = manualDatabase();
    const sessions = new LiveSessions(read, true);
    const racing = sessions.owner('s');
    sessions.ownerChanged('ana'); // e.g. deactivated while the read was on its way back
    reads[0]!.answer(true);
    await racing;
    const next = sessions.owner('s');
    expect(reads).toHaveLength(2);
    reads[1]!.answer(false);
    await expect(next).resolves.toBeUndefined();
  });
});
