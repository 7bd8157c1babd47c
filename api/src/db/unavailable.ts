// Errors that mean "the database cannot serve this now" rather than "this request is wrong": a statement
// cancelled by its timeout, a lock or a connection not had in time, a full disk. The API answers them 503
// with Retry-After (the client may try again), not 500.
const POSTGRES_CODES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available
  '53000', // insufficient_resources
  '53100', // disk_full
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001',
  '08003',
  '08004',
  '08006',
]);
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (POSTGRES_CODES.has(code) || NODE_CODES.has(code) || SQLITE_UNAVAILABLE.test(code)))
    return true;
  // pg's pool, when no connection frees up within connectionTimeoutMillis; the embedded database once closed
  // (the engines' words, and Kysely's once destroyed).
  return /timeout exceeded when trying to connect|Connection terminated|database (connection )?is not open|driver has already been destroyed/.test(
    error.message,
  );
}
