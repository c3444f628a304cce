/**
 * Typo tolerance for the built-in engine: the nearest known word by Damerau-Levenshtein distance (an adjacent
 * swap counts as one edit, as in "tranmission" or "mielage"). Short words are left alone: at four letters one
 * edit already turns a word into another real one.
 */

/** The largest distance accepted for a word of this length. */
function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** Optimal string alignment distance, stopping early once every cell of a row exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The known word nearest to `word` within the allowed distance, or null. Ties go to the word sharing the first
 * letter (people rarely misspell it), then to the longer word, then alphabetically, so the result is deterministic.
 */
export function correctWord(word: string, known: Iterable<string>): string | null {
  const max = allowedEdits(word.length);
  if (!max) return null;
  let best: { w: string; d: number; first: boolean } | null = null;
  for (const candidate of known) {
    if (candidate.length < 4 || Math.abs(candidate.length - word.length) > max) continue;
    // A four-letter word is only ever missing a letter ("mils"): one changed letter makes "pull" "full".
    if (word.length === 4 && candidate.length !== 5) continue;
    const d = editDistance(word, candidate, max);
    if (d > max) continue;
    const first = candidate[0] === word[0];
    if (
      !best ||
      d < best.d ||
      (d === best.d && first && !best.first) ||
      (d === best.d &&
        first === best.first &&
        (candidate.length > best.w.length || (candidate.length === best.w.length && candidate < best.w)))
    )
      best = { w: candidate, d, first };
  }
  return best?.w ?? null;
}
