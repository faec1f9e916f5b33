/** PostgreSQL's SQLSTATE of an error, also when the driver or Drizzle wrapped it. */
export function pgCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  const code = candidate?.code ?? candidate?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
export const CHECK_VIOLATION = '23514';

// SQLSTATE classes 08 (connection exception) and 57P0x (server shutting down, restarting or
// not yet accepting connections), and the socket errors of a server that is not there.
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// "timeout expired" is pg's own connect timeout (a server that accepts and never answers).
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|timeout expired|Client has encountered a connection error|Connection refused/i;

/**
 * True when the database could not be reached or went away mid-query: a moment's outage
 * (a restart, a failover) that the client should retry, not a bug in the request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth += 1
  ) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
