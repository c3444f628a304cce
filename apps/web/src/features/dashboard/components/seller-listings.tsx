import { Link } from 'react-router';
import {
  formatDate,
  formatMoneyCents,
  listingDisplayTitle,
  ROUTES,
  type Listing,
  type ListingStatus,
} from '@revy/shared';
import { ButtonLink } from '../../../components/ui/button';
import { ListingPicture } from '../../listings';
import { PlanStatus } from '../../payments';

const STATUS_BADGES: Record<ListingStatus, { label: string; className: string }> = {
  published: { label: 'Published', className: 'bg-emerald-50 text-success ring-emerald-200' },
  unpublished: { label: 'Unpublished', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  unpublishedDraft: { label: 'Draft', className: 'bg-canvas text-muted ring-line' },
};

/** The seller's cars as rows: cover, title, status, sale status, what buyers are doing, links. */
export function SellerListings({ listings }: { listings: Listing[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Your cars">
      {listings.map((l) => (
        <li key={l.id}>
          <SellerListingRow listing={l} />
        </li>
      ))}
    </ul>
  );
}

function SellerListingRow({ listing: l }: { listing: Listing }) {
  const title = listingDisplayTitle(l);
  const badge = STATUS_BADGES[l.status];
  const requests = l.testDriveRequestCount + l.videoTourRequestCount;
  const counts: Array<[string, number]> = [
    ['Visitors', l.uniqueVisitorCount],
    ['Buyers', l.buyerCount],
    ['Offers', l.offerCount],
    ['Requests', requests],
  ];
  return (
    <article className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-2xl border border-line bg-white p-3 shadow-sm [grid-template-areas:'img_info'_'counts_counts'_'actions_actions'] sm:grid-cols-[11rem_minmax(0,1fr)_8rem] sm:gap-y-2 sm:p-4 sm:[grid-template-areas:'img_info_actions'_'img_counts_actions']">
      <Link
        to={ROUTES.myGarageListing(l.id)}
        className="block self-start overflow-hidden rounded-xl [grid-area:img] sm:self-center"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ListingPicture files={l.cover?.files} alt="" sizes="(min-width: 576px) 176px, 112px" aspect="3 / 2" />
      </Link>
      <div className="min-w-0 [grid-area:info] sm:self-end">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge.className}`}>
            {badge.label}
          </span>
          {l.saleStatus === 'sold' ? (
            <span className="rounded-full bg-danger px-2.5 py-0.5 text-xs font-semibold text-white">Sold</span>
          ) : (
            <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary">
              For sale
            </span>
          )}
        </div>
        <h3 className="mt-1.5 line-clamp-2 font-semibold leading-snug text-ink sm:truncate sm:text-lg">
          <Link to={ROUTES.myGarageListing(l.id)} className="hover:underline">
            {title}
          </Link>
        </h3>
        <PlanStatus
          listing={l}
          className="mt-1"
          empty={l.saleStatus === 'sold' ? null : <span className="text-xs text-muted">No plan yet</span>}
        />
        <p className="text-sm text-muted">
          {formatMoneyCents(l.price, { fallback: 'No price yet' })}
          <span className="hidden sm:inline"> · </span>
          <br className="sm:hidden" />
          Updated {formatDate(l.updatedAt)}
        </p>
      </div>
      <dl className="grid grid-cols-4 gap-2 [grid-area:counts] sm:max-w-md sm:self-start">
        {counts.map(([label, n]) => (
          <div key={label} className="flex flex-col-reverse rounded-lg bg-canvas px-2 py-1.5 text-center">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-base font-bold tabular-nums text-ink">{n.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <div className="flex gap-2 [grid-area:actions] sm:flex-col sm:self-center">
        <ButtonLink
          to={ROUTES.myGarageListing(l.id)}
          size="sm"
          className="flex-1 sm:w-full sm:flex-none"
          aria-label={`Manage ${title}`}
        >
          Manage
        </ButtonLink>
        <ButtonLink
          to={ROUTES.listing(l.id)}
          size="sm"
          variant="secondary"
          className="flex-1 sm:w-full sm:flex-none"
          aria-label={`View the public page of ${title}`}
        >
          {l.status === 'published' ? 'View page' : 'Preview'}
        </ButtonLink>
      </div>
    </article>
  );
}

export function SellerListingsSkeleton() {
  return (
    <ul className="flex flex-col gap-3" aria-busy="true" aria-label="Loading your cars">
      {[0, 1].map((i) => (
        <li
          key={i}
          className="flex animate-pulse flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:flex-row"
        >
          <div className="aspect-[3/2] rounded-xl bg-line/70 sm:w-44" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-24 rounded bg-line" />
            <div className="h-5 w-2/3 rounded bg-line" />
            <div className="h-4 w-1/3 rounded bg-line" />
          </div>
        </li>
      ))}
    </ul>
  );
}
