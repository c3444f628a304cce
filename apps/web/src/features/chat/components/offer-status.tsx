import type { OfferStatus } from '@revy/shared';

const LABELS: Record<OfferStatus, string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  countered: 'Countered',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};
const TONES: Record<OfferStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 border-amber-200',
  accepted: 'bg-emerald-50 text-emerald-900 border-emerald-200',
  declined: 'bg-orange-50 text-orange-900 border-orange-200',
  countered: 'bg-primary-soft text-primary border-line',
  withdrawn: 'bg-canvas text-muted border-line',
  expired: 'bg-canvas text-muted border-line',
};

export const offerStatusLabel = (s: OfferStatus) => LABELS[s];

/** A small pill with an offer's status. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {LABELS[status]}
    </span>
  );
}
