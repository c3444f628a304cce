import { CreateListingWizard } from '../../garage';

/** /onboarding: a new seller's first listing, the same wizard as /my-garage/create. */
export function OnboardingPage() {
  return <CreateListingWizard heading="Welcome to Revy — let's list your car" />;
}

/** /onboarding/{listingId}/before-you-leave (the payments feature builds it). */
export { BeforeYouLeavePage } from '../../payments';
