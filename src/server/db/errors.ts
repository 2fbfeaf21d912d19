/** PostgreSQL's unique_violation (23505), whether the driver's error comes bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

/** The SQLSTATE of a database error, whether the driver's error comes bare or wrapped by Drizzle. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Node's codes for a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * True when the database could not be reached or went away (refused, reset, unknown host, a connection exception,
 * a server shutting down or starting up, too many connections), as opposed to a statement it refused: the first
 * heals by waiting, the second needs a person.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code) || code.startsWith('08') || code.startsWith('57P') || code === '53300')
        return true;
    }
    if (typeof message === 'string' && /^Connection terminated/.test(message)) return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnreachable)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
