import { CancelDealSchema, SellerInitiateSchema, SignBillOfSaleSchema } from '@revy/shared';
import { parseForm } from '../../../lib/form-errors';

// The deal room's forms checked with the shared schemas the server validates with, so both sides
// agree on what is valid (these modules load with the deal pages, never on a first page).

export type TypedNameResult = { ok: true; typedName: string } | { ok: false; error: string };

/** A signature: the typed name (spaces tidied) over the hash shown, as POST .../sign takes it. */
export function validateTypedName(raw: string, documentHash: string): TypedNameResult {
  const typedName = raw.trim().replace(/\s+/g, ' ');
  const result = parseForm(SignBillOfSaleSchema, { typedName, documentHash });
  if (result.ok) return { ok: true, typedName: result.data.typedName };
  return { ok: false, error: result.errors.typedName ?? result.errors.documentHash ?? 'Check your name' };
}

export type ReasonResult = { ok: true; reason: string } | { ok: false; error: string };

export function validateCancelReason(raw: string): ReasonResult {
  const result = parseForm(CancelDealSchema, { reason: raw });
  return result.ok ? { ok: true, reason: result.data.reason } : { ok: false, error: result.errors.reason ?? 'Say why' };
}

export type PriceResult = { ok: true; cents: number | null } | { ok: false; error: string };

const PriceSchema = SellerInitiateSchema.shape.price;

/** "12,500" or "12500.00" dollars to cents; empty means "let the server use the offer". */
export function parsePriceDollars(raw: string): PriceResult {
  const s = raw.replace(/[$,\s]/g, '');
  if (!s) return { ok: true, cents: null };
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return { ok: false, error: 'Enter the price in dollars, like 12500' };
  const cents = Math.round(Number(s) * 100);
  const checked = PriceSchema.safeParse(cents);
  return checked.success
    ? { ok: true, cents }
    : { ok: false, error: checked.error.issues[0]?.message ?? 'Check the price' };
}
