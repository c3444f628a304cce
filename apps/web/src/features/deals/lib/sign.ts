// Placeholder until the shared schema lands: replaced by a parse with the shared sign schema.
export type TypedNameResult = { ok: true; typedName: string } | { ok: false; error: string };

export function validateTypedName(raw: string, _documentHash: string): TypedNameResult {
  const typedName = raw.trim().replace(/\s+/g, ' ');
  if (!typedName) return { ok: false, error: 'Type your full legal name to sign' };
  return { ok: true, typedName };
}

export type ReasonResult = { ok: true; reason: string } | { ok: false; error: string };

export function validateCancelReason(raw: string): ReasonResult {
  const reason = raw.trim();
  if (!reason) return { ok: false, error: 'Say why, so the other side knows' };
  return { ok: true, reason };
}

export type PriceResult = { ok: true; cents: number | null } | { ok: false; error: string };

/** "12,500" or "12500.00" dollars to cents; empty means "let the server use the offer". */
export function parsePriceDollars(raw: string): PriceResult {
  const s = raw.replace(/[$,\s]/g, '');
  if (!s) return { ok: true, cents: null };
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return { ok: false, error: 'Enter the price in dollars, like 12500' };
  const cents = Math.round(Number(s) * 100);
  if (cents <= 0) return { ok: false, error: 'The price must be more than $0' };
  return { ok: true, cents };
}
