import { useParams } from 'react-router';
import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { GarageIllustration } from '../../../components/illustrations';
import { CreateListingWizard } from '../../garage/components/create-listing-wizard';

/** /onboarding: a new seller's first listing, the same wizard as /my-garage/create. */
export function OnboardingPage() {
  return <CreateListingWizard heading="Welcome to Revy — let's list your car" />;
}

/** /onboarding/{listingId}/before-you-leave (newApp): what is left to do before going live. */
export function BeforeYouLeavePage() {
  const { listingId = '' } = useParams();
  return (
    <EmptyState
      illustration={<GarageIllustration />}
      title="Your listing is saved — a few steps to go"
      description="Your car is in your garage. Add photos and pick a plan whenever you're ready, and Revy starts answering buyers as soon as it's live."
      actions={[
        { to: ROUTES.myGarageListing(listingId), label: 'Finish my listing' },
        { to: ROUTES.dashboardSelling, label: 'Go to my garage' },
      ]}
    />
  );
}
