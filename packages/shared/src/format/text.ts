import { SHORT_TITLE_MAX } from '../limits';

/**
 * A title cut to at most `max` characters (spec 9: 25); a cut title ends with an ellipsis,
 * which counts toward the limit.
 */
export function shortTitle(title: string | null | undefined, max: number = SHORT_TITLE_MAX): string {
  const text = (title ?? '').trim();
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/**
 * Middle-truncates ids and VINs: `1HGCM82633A004352` -> `1HGCM826…4352`. The result is at most
 * `max` characters (default 13) and keeps the last `trailing` ones (default 4).
 */
export function shorten(text: string | null | undefined, max = 13, trailing = 4): string {
  const value = text ?? '';
  if (value.length <= max) return value;
  const tail = Math.min(trailing, Math.max(0, max - 1));
  const head = Math.max(0, max - tail - 1);
  return `${value.slice(0, head)}…${tail ? value.slice(-tail) : ''}`;
}
