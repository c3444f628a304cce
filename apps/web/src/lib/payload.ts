import type { z } from 'zod';

/**
 * Whether answers are checked against their shared schema (decision 023): on the development
 * server, where a server change that breaks the web should fail loudly at the fetcher that reads
 * it. Not in production, where the server already answers through the same schemas (its response
 * serializer) and a check would cost time per answer and turn a harmless difference into an
 * error page; not in unit tests, whose replies are hand-made and often partial on purpose.
 */
export const CHECK_PAYLOADS = import.meta.env.DEV && import.meta.env.MODE !== 'test';

/** An answer that does not match the shared schema its fetcher declares (development only). */
export class PayloadError extends Error {
  constructor(
    readonly path: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`The answer of ${path} does not match its schema: ${JSON.stringify(issues.slice(0, 3))}`);
    this.name = 'PayloadError';
  }
}

/**
 * Checks an answer against its schema and returns the answer itself, unchanged: the parsed copy
 * is not used, so development sees exactly what production sees (no stripped keys, no defaults).
 */
export function checkPayload<S extends z.ZodType>(schema: S, body: unknown, path: string): z.output<S> {
  if (!CHECK_PAYLOADS) return body as z.output<S>;
  const result = schema.safeParse(body);
  if (!result.success) throw new PayloadError(path, result.error.issues);
  return body as z.output<S>;
}
