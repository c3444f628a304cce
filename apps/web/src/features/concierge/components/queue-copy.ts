import { CONCIERGE_QUEUES, type ConciergeQueue } from '@revy/shared';

/** What each queue is called and holds, in the order the sidebar lists them (issue 16, decision 030). */
export const QUEUE_COPY: Record<ConciergeQueue, { label: string; title: string; description: string; empty: string }> =
  {
    escalated: {
      label: 'Escalated chats',
      title: 'Chats waiting on an answer',
      description:
        "Buyers who have waited longer than the seller's reply deadline, or whom Revy handed to a concierge, the longest waiting first. Answer here: buyer and seller see your name on the message.",
      empty: 'No buyer is waiting on an answer. Chats show up here when a seller misses the reply deadline.',
    },
    review: {
      label: 'To review',
      title: 'Listings to review',
      description: 'Published listings nobody on staff has checked yet, the longest published first.',
      empty: 'Every published listing has been reviewed.',
    },
    incomplete: {
      label: 'Incomplete',
      title: 'New listings missing something',
      description: 'Listings of the last 30 days without photos, a price or a description: help their sellers finish.',
      empty: 'Every new listing has photos, a price and a description.',
    },
    activation: {
      label: 'Plans to activate',
      title: 'Paid plans not active yet',
      description: 'Plans that are paid for (or have nothing due) but were never switched on, the oldest first.',
      empty: 'Every paid plan is active.',
    },
    scam: {
      label: 'Scam shield',
      title: 'Scam-flagged conversations',
      description:
        'Conversations with messages that match scam patterns, the latest first. Review them in the scam shield.',
      empty: 'No conversation is flagged.',
    },
    'test-drives': {
      label: 'Test drives today',
      title: 'Test drives today',
      description: "Test drives still to come today, in the host's timezone, the soonest first.",
      empty: 'No test drive is left today.',
    },
  };

export const QUEUES: readonly ConciergeQueue[] = CONCIERGE_QUEUES;

/** The queue names of the old concierge pages, kept working (bookmarks, links in mail). */
export const LEGACY_QUEUES: Readonly<Record<string, ConciergeQueue>> = {
  listings: 'review',
  chats: 'escalated',
};

export const isQueue = (type: string): type is ConciergeQueue => (QUEUES as readonly string[]).includes(type);
