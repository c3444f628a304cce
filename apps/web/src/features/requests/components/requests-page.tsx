import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { InboxIllustration } from '../../../components/illustrations';

/** /requests: test-drive and video-tour requests, as buyer or seller. */
export function RequestsPage() {
  return (
    <EmptyState
      illustration={<InboxIllustration />}
      title="No test drive or video tour requests yet"
      description="Requests you send to sellers, and requests buyers send for your car, are listed here with their times and status."
      actions={[
        { to: ROUTES.showroom, label: 'Find a car to test drive' },
        { to: ROUTES.dashboardSelling, label: 'Go to my garage' },
      ]}
    />
  );
}
