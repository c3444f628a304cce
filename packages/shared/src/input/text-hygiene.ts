/**
 * Rules for text that may be stored (issue 13, decision 022). PostgreSQL refuses a NUL
 * character in text and jsonb, and jsonb refuses a lone UTF-16 surrogate; both used to reach the
 * database and come back as 500s. The server refuses such input with 400 before it is stored;
 * the web can use the same check on its forms.
 */

/** Deepest nesting of arrays and objects accepted in a JSON body (metadata, forms, data). */
export const MAX_JSON_DEPTH = 32;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string that cannot be stored, or null when it is fine. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'Must not contain a NUL character';
  if (LONE_SURROGATE.test(value)) return 'Must be valid Unicode text (a lone surrogate was found)';
  return null;
}

/**
 * The deepest nesting of `[` and `{` in JSON text, counted without parsing (strings skipped), so
 * a body nested thousands deep is refused before any recursive code sees it.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) max = Math.max(max, ++depth);
    else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return max;
}

/**
 * The first problem in a parsed value (query, params, body): a string or key that cannot be
 * stored, or nesting deeper than `maxDepth`. Walks iteratively, never recursively, so no input
 * can overflow the stack. Returns the field path (`metadata.notes.0`) and the problem.
 */
export function findInputProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): { path: string; problem: string } | null {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: '', depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return { path: path || '_', problem };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= maxDepth) return { path: path || '_', problem: `Nested more than ${maxDepth} levels deep` };
    const entries: [string, unknown][] = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
    for (const [k, child] of entries) {
      const keyProblem = textProblem(k);
      if (keyProblem) return { path: path || '_', problem: `A field name: ${keyProblem.toLowerCase()}` };
      stack.push({ v: child, path: path ? `${path}.${k}` : k, depth: depth + 1 });
    }
  }
  return null;
}
