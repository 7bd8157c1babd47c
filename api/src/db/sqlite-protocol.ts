// Messages between the API and the embedded database's thread (sqlite-worker.ts). Id 0 is the thread's
// first message: the database is open, or why it could not be.
export type WorkerRequest = { id: number; sql: string; parameters: readonly unknown[] } | { id: number; close: true };

export interface WorkerReply {
  id: number;
  rows?: Record<string, unknown>[];
  changes?: number;
  lastInsertRowid?: bigint;
  error?: { message: string; code?: string };
}
