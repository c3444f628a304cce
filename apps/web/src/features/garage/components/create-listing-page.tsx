import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { GarageIllustration } from '../../../components/illustrations';

/** /my-garage/create: start a listing (no sign-in needed: an anonymous user is made on demand). */
export function CreateListingPage() {
  return (
    <EmptyState
      illustration={<GarageIllustration />}
      title="List your car in a few minutes"
      description="Start with the VIN or the year, make and model. Revy fills in the details, writes the description and suggests a price you can trust."
      actions={[
        { to: ROUTES.showroom, label: 'See listed cars' },
        { to: '/marketing', label: 'How Revy works', variant: 'secondary' },
      ]}
    />
  );
}
