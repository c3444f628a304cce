import { Suspense, lazy } from 'react';
import { useCurrentUser } from '../../../lib/current-user';

// The popover (Radix, floating-ui, the feed) is code for signed-in users: a visitor's first page
// loads without it (issue 17's first-load budget, decision 038).
const NotificationPopover = lazy(() =>
  import('./notification-popover').then((m) => ({ default: m.NotificationPopover })),
);

/** The header's bell: nothing for visitors; for a signed-in user, the popover once its code is in. */
export function NotificationBell() {
  const user = useCurrentUser().data;
  if (!user || user.anonymous) return null;
  return (
    // Same box as the bell, so the header does not move when it appears.
    <Suspense fallback={<span className="inline-block h-10 w-10" aria-hidden="true" />}>
      <NotificationPopover />
    </Suspense>
  );
}
