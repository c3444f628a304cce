import { formatDateTime, formatMoneyCents } from '@revy/shared';
import { dealApiPaths } from '../api/paths';
import { paymentLabel } from '../lib/payment';
import type { DealView } from '../lib/types';

/** Done: the sale in a few lines, with the signed bill of sale to keep. */
export function SoldSummary({ deal }: { deal: DealView }) {
  const rows: Array<[string, string]> = [
    ['Sold for', formatMoneyCents(deal.price)],
    ['Seller', deal.seller.displayName],
    ['Buyer', deal.buyer.displayName],
    ['Paid by', deal.provider === 'keysavvy' ? 'KeySavvy escrow' : paymentLabel(deal.payment.method) || '—'],
    ['Completed', formatDateTime(deal.completedAt ?? deal.updatedAt)],
  ];
  return (
    <section
      aria-labelledby="sold-title"
      className="rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <p className="inline-flex rounded-full bg-emerald-600 px-3 py-1 text-sm font-bold uppercase tracking-wide text-white">
        Sold
      </p>
      <h2 id="sold-title" className="mt-3 text-xl font-bold text-ink">
        {deal.listing.title} has a new owner
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-5">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{k}</dt>
            <dd className="mt-0.5 text-sm font-medium text-ink">{v}</dd>
          </div>
        ))}
      </dl>
      {deal.billOfSale ? (
        <a
          href={dealApiPaths.billOfSalePdf(deal.id)}
          download="bill-of-sale.pdf"
          className="mt-4 inline-block text-sm font-semibold text-primary hover:underline"
        >
          Download the signed bill of sale
        </a>
      ) : null}
      <p className="mt-3 text-sm text-muted">
        {deal.you === 'buyer'
          ? 'Register the car and get insurance before you drive it: most states give you 10 to 30 days.'
          : 'Cancel your insurance and file the release of liability with your DMV, if you have not yet.'}
      </p>
    </section>
  );
}
