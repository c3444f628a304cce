import { z } from 'zod';

/**
 * An update schema that takes the entity's own GET body back (spec 7: the client PUTs whole
 * objects): keys of the read shape that are not inputs (id, owner, counts, computed lists...)
 * are accepted and dropped before the strict input schema runs, so they are never applied,
 * while a key that is neither (a typo) is still refused by name (decision 019).
 */
export function acceptingReadOnly<I extends z.ZodObject, R extends z.ZodObject>(input: I, read: R) {
  const inputKeys = new Set(Object.keys(input.shape));
  const readOnly = Object.keys(read.shape).filter((k) => !inputKeys.has(k));
  return z.preprocess((body: unknown) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    for (const k of readOnly) delete out[k];
    return out;
  }, input);
}
