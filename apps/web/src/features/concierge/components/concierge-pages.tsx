import { useLocation } from 'react-router';
import { SectionNav, type SectionTab } from '../../../components/section-nav';

const NAV: SectionTab[] = [
  // The queue page has its own sidebar of queues; this tab is its way in (issue 16).
  { to: '/concierge/escalated', label: 'Work queues' },
  { to: '/concierge/scam', label: 'Scam shield' },
  { to: '/concierge/id-checks', label: 'ID checks' },
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

/** /concierge/scam: the scam shield's queue (decision 026). */
export { ScamQueuePage } from './scam-queue-page';

/** /concierge/bulk-activate-purchases (the payments feature builds it). */
export { BulkActivatePurchasesPage } from '../../payments';
