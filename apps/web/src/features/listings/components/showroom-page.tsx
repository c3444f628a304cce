import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ShowroomIllustration } from '../../../components/illustrations';

/** /showroom: cars for sale near the buyer. */
export function ShowroomPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <EmptyState
        illustration={<ShowroomIllustration />}
        title="Cars for sale by their owners"
        description="The showroom lists every car Revy sellers have published, with photos, history and an AI price check. Be the first to list yours here."
        actions={[
          { to: ROUTES.myGarageCreate, label: 'List my car' },
          { to: '/marketing', label: 'How Revy works' },
        ]}
      />
    </div>
  );
}
