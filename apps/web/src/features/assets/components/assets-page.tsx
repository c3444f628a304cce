import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { PhotoIllustration } from '../../../components/illustrations';

/** /assets: the photos and documents a user uploaded. */
export function AssetsPage() {
  return (
    <EmptyState
      illustration={<PhotoIllustration />}
      title="Your photos and documents"
      description="Every photo and document you uploaded for your cars, in one place, ready to reuse or remove."
      actions={[
        { to: ROUTES.dashboardSelling, label: 'Go to my garage' },
        { to: ROUTES.myGarageCreate, label: 'List a car' },
      ]}
    />
  );
}
