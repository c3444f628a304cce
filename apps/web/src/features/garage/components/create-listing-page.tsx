import { CreateListingWizard } from './create-listing-wizard';

/** /my-garage/create: start a listing (no sign-in needed: an anonymous user is made on first save). */
export function CreateListingPage() {
  return <CreateListingWizard />;
}
