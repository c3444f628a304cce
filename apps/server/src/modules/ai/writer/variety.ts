import type { ListingFacts } from '../../../adapters/ai/ai-engine';

/**
 * Which wording a listing gets, seeded by the listing itself (its id, else its VIN and name): two cars read
 * differently, while the same listing with the same facts always gets the same text (a regenerate that changes
 * nothing changes nothing, and tests can pin the text). Never random per call.
 */
export type Pick = <T>(slot: string, options: readonly T[]) => T;

/** FNV-1a over the text: small, stable across runs and platforms. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function varietyFor(facts: ListingFacts): Pick {
  const v = facts.vehicle;
  const seed = facts.listingId || `${facts.vin ?? ''}|${v.year ?? ''}|${v.make ?? ''}|${v.model ?? ''}`;
  // Each slot draws on its own hash, so the opener and the closing do not move together.
  return (slot, options) => options[hash(`${seed}|${slot}`) % options.length]!;
}
