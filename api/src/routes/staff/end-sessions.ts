import type { FastifyInstance } from 'fastify';

/**
 * Ends a person's sessions (all but `keep`) everywhere at once: the database revokes them, so every
 * instance refuses their tokens on the next call, and their sockets are disconnected on every instance
 * (through the realtime adapter). Answers how many sessions ended.
 */
export async function endSessions(app: FastifyInstance, staffId: string, keep?: string): Promise<number> {
  const ended = await app.auth.endSessionsOf(staffId, keep);
  for (const sessionId of ended) app.realtime.sessionRevoked(sessionId);
  return ended.length;
}
