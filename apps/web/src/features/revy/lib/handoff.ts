import type { HandoffReason, RevyMetadata } from '@revy/shared';

/** Why the assistant handed a chat to a person, in words a seller reads at a glance. */
export const HANDOFF_REASON_LABELS: Record<HandoffReason, string> = {
  unknown: "Revy didn't know the answer",
  negotiation: 'Price talk or an offer',
  booking: 'Wants to see the car',
  human: 'Asked for a person',
  sla: 'No reply from the seller in time',
  private: 'Asked for private details',
};

export const handoffReasonLabel = (reason: HandoffReason | null | undefined) =>
  reason ? HANDOFF_REASON_LABELS[reason] : 'Needs a person';

export const handoffToLabel = (to: 'seller' | 'concierge' | null | undefined) =>
  to === 'concierge' ? 'Concierge' : to === 'seller' ? 'Seller' : '—';

/** metadata.revy of an assistant message, read defensively (metadata is free-form on the wire). */
export function revyMetaOf(metadata: Record<string, unknown> | null | undefined): Partial<RevyMetadata> | null {
  const revy = metadata?.revy;
  return revy && typeof revy === 'object' ? (revy as Partial<RevyMetadata>) : null;
}
