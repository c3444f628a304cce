import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Listing } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useListing } from '../api/get-listing';
import { errorMessage } from '../../../lib/form-errors';

/** The garage listing of the address (the route guard has already checked it may be edited). */
export function useGarageListingId() {
  return useParams().listingId ?? '';
}

/** Loads the listing and renders `children(listing)`, with a spinner and a retryable error. */
export function WithGarageListing({ children }: { children: (listing: Listing) => ReactNode }) {
  const id = useGarageListingId();
  const q = useListing(id);
  if (q.data) return <>{children(q.data)}</>;
  if (q.isError)
    return (
      <div className="mt-8 flex flex-col items-start gap-3">
        <Alert tone="error" title="We couldn't load this listing">
          {errorMessage(q.error)}
        </Alert>
        <Button variant="secondary" onClick={() => void q.refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <div className="flex justify-center py-16 text-primary">
      <Spinner size={32} label="Loading your listing" />
    </div>
  );
}
