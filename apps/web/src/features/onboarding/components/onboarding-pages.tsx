import { useParams } from 'react-router';
import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { GarageIllustration, SparkIllustration } from '../../../components/illustrations';

/** /onboarding: the first steps of a new seller. */
export function OnboardingPage() {
  return (
    <EmptyState
      illustration={<SparkIllustration />}
      title="Welcome to Revy — let's get your car listed"
      description="Three short steps: your car, a few photos and a price. Revy does the writing and answers buyers once you publish."
      actions={[
        { to: ROUTES.myGarageCreate, label: 'Start with my car' },
        { to: '/marketing', label: 'How Revy works' },
      ]}
    />
  );
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
