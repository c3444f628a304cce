import type { ListingStatus, SaleStatus } from '@revy/shared';

const STATUS: Record<ListingStatus, { label: string; className: string }> = {
  unpublishedDraft: { label: 'Draft', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  unpublished: { label: 'Unpublished', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
  published: { label: 'Live', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
};

/** The listing's status (spec 4) as a pill; "Sold" beside it when the sale status says so. */
export function StatusBadges({ status, saleStatus }: { status: ListingStatus; saleStatus: SaleStatus }) {
  const s = STATUS[status];
  return (
    <span className="inline-flex flex-wrap gap-2">
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${s.className}`}
      >
        <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
        {s.label}
      </span>
      {saleStatus === 'sold' ? (
        <span className="inline-flex items-center rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white">
          Sold
        </span>
      ) : null}
    </span>
  );
}
