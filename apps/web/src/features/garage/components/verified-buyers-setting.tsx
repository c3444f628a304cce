import { useId } from 'react';
import type { Listing } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Switch } from '../../../components/ui/switch';
import { etagFor } from '../../../lib/etags';
import { errorMessage } from '../../../lib/form-errors';
import { sellerApiPaths } from '../../../lib/paths';
import { useUpdateListing } from '../../listings';

/**
 * Issue 18: the seller asks buyers to verify their ID before a test drive or an offer (Listing.requireVerifiedBuyers).
 * Saved on toggle with the version it was opened at (If-Match, decision 019).
 */
export function VerifiedBuyersSetting({ listing }: { listing: Listing }) {
  const id = useId();
  const update = useUpdateListing();
  const on = update.isPending ? !listing.requireVerifiedBuyers : listing.requireVerifiedBuyers;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="sr-only">
        Verified buyers
      </h2>
      <Switch
        checked={on}
        disabled={update.isPending}
        label="Only verified buyers"
        description="Buyers verify a government ID with Revy before they can book a test drive or make an offer. Buyers already verified are not asked again."
        onChange={(next) =>
          update.mutate({
            id: listing.id,
            input: { requireVerifiedBuyers: next },
            ifMatch: etagFor(sellerApiPaths.listing.byId(listing.id)),
          })
        }
      />
      {update.isError ? (
        <div className="mt-3">
          <Alert tone="error">{errorMessage(update.error)}</Alert>
        </div>
      ) : null}
    </section>
  );
}
