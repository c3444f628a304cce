import { Link, useParams } from 'react-router';
import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ChatIllustration, PhotoIllustration, ShowroomIllustration } from '../../../components/illustrations';

/** /listings/{id}: a car's public page. */
export function ListingPage() {
  return (
    <EmptyState
      illustration={<ShowroomIllustration />}
      title="This car's photos, details and price"
      description="A listing shows the car's photos, history, features and an AI price check, with a button to message the seller or book a test drive."
      actions={[
        { to: ROUTES.showroom, label: 'Browse the showroom' },
        { to: ROUTES.myGarageCreate, label: 'Sell a car like this' },
      ]}
    />
  );
}

/** /listings/{id}/chat and /listings/{id}/chat/{chatId}: the buyer's conversation with the seller. */
export function ListingChatPage() {
  const { id = '' } = useParams();
  return (
    <EmptyState
      illustration={<ChatIllustration />}
      title="Your conversation with the seller"
      description="Ask about the car, request a test drive or a video tour, and make an offer. Replies arrive here, usually within minutes."
      actions={[
        { to: ROUTES.listing(id), label: 'Back to the car' },
        { to: ROUTES.showroom, label: 'Browse the showroom', variant: 'secondary' },
      ]}
    />
  );
}

/** /old-listings/{id}: the earlier page of a car (kept for old links). */
export function OldListingPage() {
  const { id = '' } = useParams();
  return (
    <EmptyState
      illustration={<ShowroomIllustration />}
      title="This car has a new page"
      description="Listings moved to a faster page with the same photos and details. Open it to see the car and talk to the seller."
      actions={[
        { to: ROUTES.listing(id), label: 'Open the listing' },
        { to: ROUTES.showroom, label: 'Browse the showroom' },
      ]}
    />
  );
}

/** /old-listings/{id}/chat */
export function OldListingChatPage() {
  const { id = '' } = useParams();
  return (
    <EmptyState
      illustration={<ChatIllustration />}
      title="Your conversation with the seller"
      description="Conversations now live with the listing. Open it to read the seller's replies and keep talking."
      actions={[{ to: `${ROUTES.listing(id)}/chat`, label: 'Open the conversation' }]}
    />
  );
}

/** /old-listings/{id}/photos/{photoId}: a single photo, full screen (detail layout). */
export function OldListingPhotoPage() {
  const { id = '' } = useParams();
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-12 text-center">
      <PhotoIllustration className="h-40 w-52" />
      <h1 className="mt-6 text-2xl font-bold">Full-size photos of this car</h1>
      <p className="mt-3 max-w-md text-white/75">Swipe through every photo the seller took, in full resolution, from the listing page.</p>
      <Link to={ROUTES.listing(id)} className="mt-8 inline-flex h-12 items-center rounded-lg bg-white px-6 font-semibold text-ink hover:bg-white/90">
        Open the listing
      </Link>
    </div>
  );
}
