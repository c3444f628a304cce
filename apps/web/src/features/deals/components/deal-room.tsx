import { Link } from 'react-router';
import { formatDateTime, formatMoneyCents, formatNumber, ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { DocumentIllustration } from '../../../components/illustrations';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-client';
import { useDeal } from '../api/get-deals';
import { useDealsLive } from '../hooks/use-deals-live';
import { otherParty } from '../lib/deal-view';
import type { DealView } from '../lib/types';
import { BillOfSalePanel } from './bill-of-sale-panel';
import { CancelDealButton } from './cancel-deal-dialog';
import { CarThumb, DealStatusPill } from './deal-card';
import { HandoverPanel } from './handover-panel';
import { KeySavvyPanel } from './keysavvy-panel';
import { NextActionCard } from './next-action-card';
import { PaymentPanel } from './payment-panel';
import { SoldSummary } from './sold-summary';
import { StepTracker } from './step-tracker';
import { TitleChecklistPanel } from './title-checklist-panel';
import { VerifiedPanel } from './verified-panel';

/** /deals/{id}: the room both parties share, from price agreed to title transfer. */
export function DealRoom({ id }: { id: string }) {
  const deal = useDeal(id);
  useDealsLive();
  if (deal.isPending) return <DealRoomSkeleton />;
  if (deal.isError) {
    const status = isApiError(deal.error) ? deal.error.status : 0;
    if ([400, 403, 404].includes(status))
      return (
        <EmptyState
          illustration={<DocumentIllustration />}
          title="This deal isn't available"
          description="It may belong to another account. Deals are only open to the seller and the buyer."
          actions={[{ to: ROUTES.deals, label: 'My deals' }]}
        />
      );
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <LoadError title="We couldn't load this deal" error={deal.error} onRetry={() => void deal.refetch()} />
      </div>
    );
  }
  return <DealRoomView deal={deal.data} />;
}

export function DealRoomView({ deal }: { deal: DealView }) {
  const l = deal.listing;
  const other = otherParty(deal);
  const keysavvy = deal.provider === 'keysavvy';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:px-6">
      <Link to={ROUTES.deals} className="w-fit text-sm font-medium text-muted hover:text-primary">
        ← My deals
      </Link>
      <header className="flex items-center gap-4">
        <CarThumb url={l.coverUrl} className="h-16 w-24 sm:h-20 sm:w-32" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-balance text-xl font-bold tracking-tight text-ink sm:text-2xl">{l.title}</h1>
            <DealStatusPill deal={deal} />
          </div>
          <p className="mt-0.5 text-sm text-muted">
            <span className="font-semibold text-ink">{formatMoneyCents(deal.price)}</span> ·{' '}
            {deal.you === 'seller'
              ? `Selling to ${other.displayName}`
              : deal.you === 'buyer'
                ? `Buying from ${other.displayName}`
                : `${deal.seller.displayName} to ${deal.buyer.displayName}`}
          </p>
        </div>
      </header>

      <section aria-label="Progress" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <StepTracker deal={deal} />
      </section>

      {deal.status === 'completed' ? <SoldSummary deal={deal} /> : <NextActionCard deal={deal} />}

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex min-w-0 flex-col gap-5">
          <BillOfSalePanel deal={deal} />
          {keysavvy ? (
            <KeySavvyPanel deal={deal} />
          ) : (
            <>
              <PaymentPanel deal={deal} />
              <HandoverPanel deal={deal} />
              <TitleChecklistPanel deal={deal} />
            </>
          )}
          {keysavvy ? <HandoverPanel deal={deal} /> : null}
        </div>
        <aside className="flex flex-col gap-5 lg:sticky lg:top-20" aria-label="Deal details">
          <VerifiedPanel deal={deal} />
          <DealFacts deal={deal} />
          {deal.status === 'open' && deal.you !== 'staff' ? (
            <div className="flex justify-center">
              <CancelDealButton deal={deal} />
            </div>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

function DealFacts({ deal }: { deal: DealView }) {
  const l = deal.listing;
  const rows: Array<[string, string]> = [
    ['Car', [l.year, l.make, l.model, l.trim].filter(Boolean).join(' ')],
    ['VIN', l.vin ?? 'Not given'],
    ['Odometer', l.odometer !== null ? `${formatNumber(l.odometer)} miles` : 'Not given'],
    ['Price', formatMoneyCents(deal.price)],
    ['Seller', deal.seller.displayName],
    ['Buyer', deal.buyer.displayName],
    ['Started', formatDateTime(deal.createdAt)],
  ];
  return (
    <section aria-labelledby="deal-facts" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 id="deal-facts" className="text-lg font-bold text-ink">
        The deal
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted">{k}</dt>
            <dd className={`break-words text-ink ${k === 'VIN' ? 'font-mono text-xs leading-5' : ''}`}>{v}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={ROUTES.listing(deal.listingId)}
        className="mt-4 inline-block text-sm font-semibold text-primary hover:underline"
      >
        See the listing
      </Link>
    </section>
  );
}

function DealRoomSkeleton() {
  return (
    <div className="mx-auto max-w-6xl animate-pulse px-4 py-6 sm:px-6" aria-busy="true" aria-label="Loading the deal">
      <div className="h-20 rounded-2xl bg-line/60" />
      <div className="mt-5 h-28 rounded-2xl bg-line/60" />
      <div className="mt-5 h-24 rounded-2xl bg-primary-soft" />
      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="h-80 rounded-2xl bg-line/40" />
        <div className="h-60 rounded-2xl bg-line/40" />
      </div>
    </div>
  );
}
