import { Link } from 'react-router';
import { formatMoneyCents, ROUTES } from '@revy/shared';
import { currentStep, includesMe, otherParty, waitingLine } from '../lib/deal-view';
import type { DealView } from '../lib/types';
import { RelativeTime } from '../../../components/ui/relative-time';

/** The car's photo, or a neutral car outline when it has none. */
export function CarThumb({ url, className }: { url: string | null; className: string }) {
  return url ? (
    <img src={url} alt="" loading="lazy" className={`shrink-0 rounded-xl bg-canvas object-cover ${className}`} />
  ) : (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-xl bg-canvas text-muted ${className}`}
    >
      <svg viewBox="0 0 48 24" className="w-1/2" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 18h40v-5l-6-2-6-6H16l-6 6-6 2z" strokeLinejoin="round" />
        <circle cx="13" cy="18" r="3.5" fill="white" />
        <circle cx="35" cy="18" r="3.5" fill="white" />
      </svg>
    </span>
  );
}

export function DealStatusPill({ deal }: { deal: DealView }) {
  if (deal.status === 'completed')
    return (
      <span className="rounded-full bg-emerald-600 px-2.5 py-0.5 text-xs font-bold uppercase text-white">Sold</span>
    );
  if (deal.status === 'cancelled')
    return <span className="rounded-full bg-canvas px-2.5 py-0.5 text-xs font-semibold text-muted">Cancelled</span>;
  return (
    <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary">In progress</span>
  );
}

/** One deal in the list: car, price, the other party, the step and whose turn it is. */
export function DealCard({ deal }: { deal: DealView }) {
  const step = currentStep(deal);
  const other = otherParty(deal);
  const myTurn = deal.status === 'open' && includesMe(deal, step?.nextActor ?? null);
  // Steps can be done out of order (a checklist ticked before payment): the number is the current step's place.
  const stepNumber = step ? deal.steps.indexOf(step) + 1 : 0;
  return (
    <li className="relative flex gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-primary hover:shadow-md">
      <CarThumb url={deal.listing.coverUrl} className="h-16 w-24 sm:h-24 sm:w-36" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold uppercase tracking-wide text-muted">
            {deal.you === 'seller' ? 'Selling' : deal.you === 'buyer' ? 'Buying' : 'Deal'}
          </span>
          <DealStatusPill deal={deal} />
        </div>
        <h2 className="line-clamp-2 font-semibold text-ink">
          {/* The whole card is the link (the pseudo-element covers it); the title names it. */}
          <Link to={ROUTES.deal(deal.id)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {deal.listing.title}
          </Link>
        </h2>
        <p className="text-sm text-muted">
          <span className="font-semibold text-ink">{formatMoneyCents(deal.price)}</span> ·{' '}
          {deal.you === 'seller' ? 'Buyer' : 'Seller'}: {other.displayName}
        </p>
        {deal.status === 'open' && step ? (
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm">
            <span className="text-ink">
              Step {stepNumber} of {deal.steps.length}: {step.label}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${myTurn ? 'bg-primary text-white' : 'bg-amber-100 text-amber-900'}`}
            >
              {waitingLine(deal)}
            </span>
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted">
            {deal.status === 'completed' ? 'Sold' : 'Cancelled'}{' '}
            <RelativeTime value={deal.completedAt ?? deal.updatedAt} />
          </p>
        )}
      </div>
    </li>
  );
}
