import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import {
  formatDate,
  formatMoneyCents,
  type ListingTableColumn,
  type ListingTableRow,
  type ListingTableSortField,
} from '@revy/shared';
import { STATUS_LABELS } from './listing-filters';

const col = createColumnHelper<ListingTableRow>();

/** The column each header sorts on (the API's sort field); columns without one are not sortable. */
export const SORT_FIELD_OF: Partial<Record<ListingTableColumn, ListingTableSortField>> = {
  title: 'title',
  status: 'status',
  saleStatus: 'saleStatus',
  price: 'price',
  activity: 'buyerCount',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  publishedAt: 'publishedAt',
};

export const COLUMN_LABELS: Record<ListingTableColumn, string> = {
  title: 'Listing',
  seller: 'Seller',
  status: 'Status',
  saleStatus: 'Sale',
  plan: 'Plan',
  price: 'Price',
  reviewed: 'Reviewed',
  escalated: 'Escalated',
  activity: 'Buyers / offers',
  createdAt: 'Created',
  updatedAt: 'Updated',
  publishedAt: 'Published',
};

const vehicleOf = (r: ListingTableRow) =>
  [r.vehicle.year, r.vehicle.make, r.vehicle.model].filter(Boolean).join(' ') || 'Vehicle not entered';
export const titleOf = (r: ListingTableRow) => r.title?.trim() || vehicleOf(r);

const pill = (tone: string, text: string) => (
  <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{text}</span>
);
const STATUS_TONES = {
  published: 'bg-emerald-100 text-emerald-900',
  unpublished: 'bg-canvas text-muted',
  unpublishedDraft: 'bg-amber-100 text-amber-900',
} as const;

const linkClass = 'font-medium text-primary underline-offset-2 hover:underline focus-visible:underline';

/** The columns, ids as in LISTING_TABLE_COLUMNS (what the picker and the saved choice name). */
export const listingColumns: ColumnDef<ListingTableRow, unknown>[] = [
  col.display({
    id: 'title',
    header: COLUMN_LABELS.title,
    cell: ({ row: { original: r } }) => {
      const title = titleOf(r);
      return (
        <div className="w-40 sm:w-auto sm:min-w-44 sm:max-w-72">
          <span className="block truncate font-medium text-ink" title={title}>
            {title}
          </span>
          <span className="block truncate text-xs text-muted">
            {[
              title === vehicleOf(r) || title.includes(vehicleOf(r)) ? null : vehicleOf(r),
              r.vin,
              r.isTest && 'test',
              r.deletedAt && 'deleted',
            ]
              .filter(Boolean)
              .join(' · ') || '\u00a0'}
          </span>
          {/* One click to the listing, its garage and its history (issue 16). */}
          <span className="mt-1 flex gap-3 text-xs">
            <Link to={`/listings/${r.id}`} className={linkClass} aria-label={`Open listing ${title}`}>
              Open
            </Link>
            <Link to={`/my-garage/${r.id}`} className={linkClass} aria-label={`Garage of ${title}`}>
              Garage
            </Link>
            <Link to={`/concierge/history/${r.id}`} className={linkClass} aria-label={`History of ${title}`}>
              History
            </Link>
          </span>
        </div>
      );
    },
  }),
  col.display({
    id: 'seller',
    header: COLUMN_LABELS.seller,
    cell: ({ row: { original: r } }) => (
      <div className="max-w-52">
        <span className="block truncate text-ink">{r.seller.name ?? 'No name'}</span>
        <span className="block truncate text-xs text-muted">{r.seller.email ?? 'Guest (no email)'}</span>
      </div>
    ),
  }),
  col.display({
    id: 'status',
    header: COLUMN_LABELS.status,
    cell: ({ row: { original: r } }) => pill(STATUS_TONES[r.status], STATUS_LABELS[r.status]),
  }),
  col.display({
    id: 'saleStatus',
    header: COLUMN_LABELS.saleStatus,
    cell: ({ row: { original: r } }) =>
      r.saleStatus === 'sold' ? (
        pill('bg-primary-soft text-primary', 'Sold')
      ) : (
        <span className="text-muted">For sale</span>
      ),
  }),
  col.display({
    id: 'plan',
    header: COLUMN_LABELS.plan,
    cell: ({ row: { original: r } }) =>
      !r.plan ? (
        <span className="text-muted">None</span>
      ) : (
        <span className="whitespace-nowrap text-ink">
          {r.plan.name}
          {r.plan.onTrial ? <span className="text-xs text-muted"> · trial</span> : null}
          {r.plan.status === 'PENDING' ? <span className="text-xs text-amber-800"> · not activated</span> : null}
        </span>
      ),
  }),
  col.display({
    id: 'price',
    header: COLUMN_LABELS.price,
    cell: ({ row: { original: r } }) =>
      r.price === null ? (
        <span className="text-muted">No price</span>
      ) : (
        <span className="whitespace-nowrap tabular-nums">{formatMoneyCents(r.price)}</span>
      ),
  }),
  col.display({
    id: 'reviewed',
    header: COLUMN_LABELS.reviewed,
    cell: ({ row: { original: r } }) =>
      r.isReviewed
        ? pill('bg-emerald-100 text-emerald-900', 'Reviewed')
        : pill('bg-amber-100 text-amber-900', 'To review'),
  }),
  col.display({
    id: 'escalated',
    header: COLUMN_LABELS.escalated,
    cell: ({ row: { original: r } }) => {
      const who = [r.sellerEscalated && 'seller', r.conciergeEscalated && 'concierge'].filter(Boolean).join(', ');
      return r.isEscalated || who ? (
        pill('bg-orange-100 text-orange-900', who ? `Escalated (${who})` : 'Escalated')
      ) : (
        <span className="text-muted">No</span>
      );
    },
  }),
  col.display({
    id: 'activity',
    header: COLUMN_LABELS.activity,
    cell: ({ row: { original: r } }) => (
      <span className="whitespace-nowrap tabular-nums">
        {r.buyerCount} / {r.offerCount}
      </span>
    ),
  }),
  ...(['createdAt', 'updatedAt', 'publishedAt'] as const).map((k) =>
    col.display({
      id: k,
      header: COLUMN_LABELS[k],
      cell: ({ row: { original: r } }) =>
        r[k] ? (
          <time dateTime={r[k]} className="whitespace-nowrap">
            {formatDate(r[k])}
          </time>
        ) : (
          <span className="text-muted">—</span>
        ),
    }),
  ),
];
