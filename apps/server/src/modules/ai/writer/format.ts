import type { ListingFacts } from '../../../adapters/ai/ai-engine';

/** Shared wording of vehicle values, so the writer and the assistant state them the same way. */

export const formatMiles = (miles: number) => `${miles.toLocaleString('en-US')} miles`;

export const formatDollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

/** "2019 Toyota Camry SE" from the parts the seller gave; null when none. */
export function vehicleName(facts: ListingFacts, withTrim = true): string | null {
  const v = facts.vehicle;
  const parts = [v.year ? String(v.year) : null, v.make, v.model, withTrim ? v.trim : null]
    .map((p) => p?.toString().trim())
    .filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

/** "Austin, TX" or null. */
export function placeName(facts: ListingFacts): string | null {
  const parts = [facts.location.city, facts.location.state].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** "a, b and c". */
export function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Title status words as buyers read them ("clean" -> "a clean title"). */
export function titleStatusText(status: string): string {
  const s = status.trim();
  return /title/i.test(s) ? s.toLowerCase() : `a ${s.toLowerCase()} title`;
}

/** Ends a sentence with a full stop unless it already has closing punctuation. */
export function sentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}
