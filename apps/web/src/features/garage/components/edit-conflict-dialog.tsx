import { Button } from '../../../components/ui/button';
import type { ListingFormKey, ListingFormValues } from '../lib/listing-form';
import { Dialog } from '../../../components/ui/dialog';

const LABELS: Partial<Record<ListingFormKey, string>> = {
  vinValue: 'VIN',
  exteriorColor: 'Exterior color',
  interiorColor: 'Interior color',
  titleStatus: 'Title status',
  bodyType: 'Body type',
  fuelType: 'Fuel type',
  zip: 'ZIP code',
  shortDescription: 'Short description',
  priceExplanation: 'Price explanation',
};
const label = (k: ListingFormKey) => LABELS[k] ?? k.charAt(0).toUpperCase() + k.slice(1);
const shown = (v: string | string[]) => (Array.isArray(v) ? v.join(', ') : v) || '(empty)';

/** The fields that differ between two versions of the form, in form order. */
export function changedFields(from: ListingFormValues, to: ListingFormValues): ListingFormKey[] {
  return (Object.keys(from) as ListingFormKey[]).filter((k) => JSON.stringify(from[k]) !== JSON.stringify(to[k]));
}

/**
 * A save refused because someone else (the concierge, the seller in another tab) changed the
 * listing since this form was opened (409, decision 019): what they changed, then reload their
 * version or save this one over it.
 */
export function EditConflictDialog({
  open,
  started,
  theirs,
  onReload,
  onOverwrite,
  onClose,
  busy,
}: {
  open: boolean;
  started: ListingFormValues;
  theirs: ListingFormValues | null;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
  busy: boolean;
}) {
  const changed = theirs ? changedFields(started, theirs) : [];
  return (
    <Dialog open={open} title="Someone else changed this listing" onClose={onClose}>
      <p className="text-sm text-muted">
        While you were editing, this listing was saved by someone else. Nothing of yours has been saved yet.
      </p>
      {changed.length ? (
        <ul className="mt-3 max-h-60 space-y-2 overflow-auto text-sm" aria-label="What they changed">
          {changed.map((k) => (
            <li key={k} className="rounded-md bg-slate-50 px-3 py-2">
              <span className="font-medium text-ink">{label(k)}</span>
              <span className="block break-words text-muted">
                {shown(started[k])} → <span className="text-ink">{shown(theirs![k])}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">Their change is not in the fields of this form.</p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onReload} disabled={busy}>
          Reload their version
        </Button>
        <Button type="button" onClick={onOverwrite} loading={busy}>
          Overwrite with mine
        </Button>
      </div>
    </Dialog>
  );
}
