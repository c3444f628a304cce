import { Navigate } from 'react-router';
import { isStaff, ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ShieldIllustration } from '../../../components/illustrations';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useNow } from '../../../lib/use-now';
import { useEscalations } from '../api/revy-conversations';
import { EscalationList } from './escalation-list';
import { QueryState } from './loading-error';

/**
 * /my-garage/{id}/concierge (staff): the listing's chats the assistant handed to a person, the
 * longest-waiting first. Sellers see theirs on the Revy page, so they are sent there.
 */
export function ConciergeEscalations({ listingId }: { listingId: string }) {
  const user = useCurrentUser();
  const now = useNow();
  const staff = isStaff(user.data);
  const escalations = useEscalations(listingId, staff);
  const base = ROUTES.myGarageListing(listingId);
  if (user.isPending)
    return (
      <div className="flex justify-center py-16 text-primary">
        <Spinner size={32} label="Loading" />
      </div>
    );
  if (!staff) return <Navigate to={`${base}/revy`} replace />;
  const items = [...(escalations.data ?? [])].sort((a, b) =>
    (a.waitingSince ?? a.at).localeCompare(b.waitingSince ?? b.at),
  );
  return (
    <div className="mt-6 flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">Escalations</h1>
        <p className="mt-1 text-muted">Chats Revy handed to a person on this listing, longest waiting first.</p>
      </div>
      <QueryState query={escalations} what="the escalations" />
      {escalations.data && items.length === 0 ? (
        <EmptyState
          headingLevel={2}
          illustration={<ShieldIllustration />}
          title="Nothing waiting"
          description="No buyer on this listing is waiting for a person right now."
          actions={[{ to: `${base}/messages`, label: 'See all conversations', variant: 'secondary' }]}
        />
      ) : null}
      {items.length ? <EscalationList items={items} listingId={listingId} now={now} showHandoffTo /> : null}
    </div>
  );
}
