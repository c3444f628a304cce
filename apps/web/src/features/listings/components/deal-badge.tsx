import { DEAL_RATING_LABELS, formatMoneyCents, type DealBadge as Badge, type DealRating } from '@revy/shared';

/** Colour and an arrow-like mark per rating; the label always says it in words too. */
const STYLE: Record<DealRating, { className: string; mark: string }> = {
  great: { className: 'bg-success text-white', mark: '▼▼' },
  good: { className: 'bg-emerald-100 text-emerald-900', mark: '▼' },
  fair: { className: 'bg-sky-100 text-sky-900', mark: '●' },
  high: { className: 'bg-amber-100 text-amber-900', mark: '▲' },
  overpriced: { className: 'bg-danger text-white', mark: '▲▲' },
};

/**
 * The deal rating of an asking price (great … overpriced), as text with a colour and a mark, never
 * colour alone. The title gives the market range behind it.
 */
export function DealBadge({ deal, size = 'md' }: { deal: Pick<Badge, 'rating'> & Partial<Badge>; size?: 'sm' | 'md' }) {
  const style = STYLE[deal.rating];
  const range =
    deal.low !== undefined && deal.high !== undefined
      ? `Market range ${formatMoneyCents(deal.low)}–${formatMoneyCents(deal.high)}`
      : undefined;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full font-semibold ${size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-2.5 py-1 text-sm'} ${style.className}`}
      title={range}
    >
      <span aria-hidden="true" className="text-[0.65em] leading-none">
        {style.mark}
      </span>
      {DEAL_RATING_LABELS[deal.rating]}
    </span>
  );
}
