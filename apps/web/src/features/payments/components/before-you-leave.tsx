import { useParams } from 'react-router';
import { listingDisplayTitle, ROUTES } from '@revy/shared';
import { ButtonLink } from '../../../components/ui/button';
import { useListing } from '../../listings';
import { useProducts } from '../api/get-products';
import { durationLabel, money, trialLabel } from '../lib/plans';

const LOSSES = [
  { title: 'Buyers cannot find your car', detail: 'It stays out of the showroom and search until it is published.' },
  { title: 'Revy cannot answer anyone', detail: 'No replies, test-drive bookings or offers come in while it waits.' },
  {
    title: 'Your price gets older',
    detail: 'Cars like yours keep selling; the market moves while a listing sits in drafts.',
  },
];

/**
 * /onboarding/{listingId}/before-you-leave (newApp): a seller leaving without publishing sees
 * what waiting costs, the plans in brief, and either goes back to publishing or saves and leaves.
 */
export function BeforeYouLeavePage() {
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  const products = useProducts();
  const title = listing.data ? listingDisplayTitle(listing.data) : 'Your car';
  const base = ROUTES.myGarageListing(listingId);
  return (
    <div className="flex flex-col gap-8">
      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Before you leave</p>
        <h1 className="mt-2 text-balance text-3xl font-bold tracking-tight text-ink">
          {title} is saved, but not live yet
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-pretty text-muted">
          Everything you entered is kept in your garage. Until you publish, here is what you miss:
        </p>
      </header>

      <ul className="grid gap-3 sm:grid-cols-3">
        {LOSSES.map((l) => (
          <li key={l.title} className="rounded-2xl border border-line bg-canvas p-4">
            <p className="font-semibold text-ink">{l.title}</p>
            <p className="mt-1 text-sm text-muted">{l.detail}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="plans-brief" className="flex flex-col gap-3">
        <h2 id="plans-brief" className="text-lg font-semibold text-ink">
          Plans start at {products.data?.[0] ? money(products.data[0].price) : '$49'}
        </h2>
        {products.isPending ? (
          <div className="flex animate-pulse flex-col gap-2" aria-busy="true" aria-label="Loading plans">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-14 rounded-xl bg-line/60" />
            ))}
          </div>
        ) : products.data?.length ? (
          <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line">
            {products.data.map((p) => (
              <li
                key={p.stripeProductId}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
              >
                <span className="flex items-center gap-2">
                  <span className="font-semibold text-ink">{p.tier === 'Standard' ? p.name : p.tier}</span>
                  {p.popular ? (
                    <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
                      Most popular
                    </span>
                  ) : null}
                </span>
                <span className="text-sm text-muted">
                  <span className="font-semibold text-ink">{money(p.price)}</span> · listed {durationLabel(p)}
                  {trialLabel(p) ? <span className="text-success"> · {trialLabel(p)}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to={`${base}/publish/review`} size="lg">
          Continue publishing
        </ButtonLink>
        <ButtonLink to={ROUTES.dashboardSelling} size="lg" variant="secondary">
          Save and leave
        </ButtonLink>
      </div>
    </div>
  );
}
