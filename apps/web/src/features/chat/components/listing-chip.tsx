import { Link } from 'react-router';
import { formatMoneyCents, type Chat } from '@revy/shared';

/** The car a chat is about: cover, title and price, linking to its page. */
export function ListingChip({ listing, to, compact }: { listing: Chat['listing']; to?: string; compact?: boolean }) {
  if (!listing) return null;
  const body = (
    <>
      <span className={`shrink-0 overflow-hidden rounded-lg bg-line ${compact ? 'h-10 w-14' : 'h-14 w-20'}`}>
        {listing.coverUrl ? (
          <img src={listing.coverUrl} alt="" className="h-full w-full object-cover" loading="lazy" />
        ) : null}
      </span>
      <span className="min-w-0">
        <span className={`block truncate font-semibold text-ink ${compact ? 'text-sm' : ''}`}>{listing.title}</span>
        <span className="block text-sm text-muted">
          {formatMoneyCents(listing.price, { fallback: 'Price on request' })}
          {listing.saleStatus === 'sold' ? (
            <span className="ml-2 rounded-full bg-danger px-2 py-0.5 text-xs font-bold uppercase text-white">Sold</span>
          ) : null}
        </span>
      </span>
    </>
  );
  return to ? (
    <Link to={to} className="flex min-w-0 items-center gap-3 rounded-lg hover:opacity-90">
      {body}
    </Link>
  ) : (
    <div className="flex min-w-0 items-center gap-3">{body}</div>
  );
}
