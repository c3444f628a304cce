/** PostgreSQL SQLSTATE of a driver error, looking through Drizzle's wrapper (`cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** 23505: a unique index refused the row (an email registered twice at the same moment, say). */
export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';
