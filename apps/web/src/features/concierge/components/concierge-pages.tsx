import { useLocation, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import {
  ChatIllustration,
  DocumentIllustration,
  GarageIllustration,
  ShieldIllustration,
} from '../../../components/illustrations';
import { SectionNav, type SectionTab } from '../../../components/section-nav';

const NAV: SectionTab[] = [
  // The queue page has its own sidebar of queues; this tab is its way in (issue 16).
  { to: '/concierge/escalated', label: 'Work queues' },
  { to: '/concierge/scam', label: 'Scam shield' },
  { to: '/concierge/_/listing-table', label: 'Listing table' },
  { to: '/concierge/_/listing-table-v2', label: 'Listing table v2' },
  { to: '/concierge/_/users', label: 'Users' },
  { to: '/concierge/bulk-activate-purchases', label: 'Bulk activate' },
];

/** The queue pages other than the scam shield (which has its own tab). */
const QUEUE_PATH = /^\/concierge\/(escalated|review|incomplete|activation|test-drives)$/;

/** Staff chrome around the concierge pages (concierge and admin only; see the route guard). */
export function ConciergeSection() {
  const { pathname } = useLocation();
  // The "Work queues" tab stays lit on whichever queue is open (the queue page has its own sidebar).
  const tabs = QUEUE_PATH.test(pathname) ? NAV.map((t, i) => (i === 0 ? { ...t, to: pathname } : t)) : NAV;
  return <SectionNav title="Concierge" tabs={tabs} />;
}

const TYPE_COPY: Record<string, { title: string; description: string }> = {
  listings: {
    title: 'Listings waiting for a concierge',
    description: 'Listings to review, cross-post or help along, oldest first, with the seller and plan of each.',
  },
  chats: {
    title: 'Buyer conversations to watch',
    description: 'Conversations Revy handed over, with the time each has waited against its reply deadline.',
  },
  escalated: {
    title: 'Escalated listings and chats',
    description: 'Everything a seller or Revy escalated to a person, in the order it needs an answer.',
  },
};

/** /concierge/{type} */
export function ConciergeTypePage() {
  const { type = 'listings' } = useParams();
  const copy = TYPE_COPY[type] ?? {
    title: `Concierge: ${type}`,
    description: 'The work queue of this concierge view, with the next item first.',
  };
  return (
    <EmptyState
      illustration={<ShieldIllustration />}
      title={copy.title}
      description={copy.description}
      actions={[
        { to: '/concierge/_/listing-table', label: 'Open the listing table' },
        { to: '/admin/users', label: 'Admin tools' },
      ]}
    />
  );
}

/** /concierge/history/{listingId} */
export function ConciergeHistoryPage() {
  const { listingId = '' } = useParams();
  return (
    <EmptyState
      illustration={<DocumentIllustration />}
      title="Change history of this listing"
      description="Every saved version of the listing, who saved it and when, to see what changed and undo mistakes."
      actions={[
        { to: `/my-garage/${encodeURIComponent(listingId)}`, label: 'Open the listing' },
        { to: '/concierge/listings', label: 'Back to listings' },
      ]}
    />
  );
}

/** /concierge/scam: the scam shield's queue (decision 026). */
export { ScamQueuePage } from './scam-queue-page';

/** /concierge/bulk-activate-purchases (the payments feature builds it). */
export { BulkActivatePurchasesPage } from '../../payments';

/** /concierge/_/users */
export function ConciergeUsersPage() {
  return (
    <EmptyState
      illustration={<ChatIllustration />}
      title="Sellers and buyers the concierge helps"
      description="Find a person by name, email or phone and see their listings, conversations and purchases."
      actions={[{ to: '/admin/users', label: 'Open user admin' }]}
    />
  );
}

/** /concierge/_/listing-table and /concierge/_/listing-table-v2 */
export function ConciergeListingTablePage({ version = 1 }: { version?: 1 | 2 }) {
  return (
    <EmptyState
      illustration={<GarageIllustration />}
      title={version === 2 ? 'All listings, filterable (v2)' : 'All listings in one table'}
      description="Every listing with its status, plan, price, buyers and escalations, sortable and filterable for quick triage."
      actions={[
        {
          to: version === 2 ? '/concierge/_/listing-table' : '/concierge/_/listing-table-v2',
          label: version === 2 ? 'Open the classic table' : 'Try table v2',
        },
      ]}
    />
  );
}

export const ConciergeListingTableV2Page = () => <ConciergeListingTablePage version={2} />;
