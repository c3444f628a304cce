import { useSearchParams } from 'react-router';
import { INBOX_FILTERS, ROUTES, type InboxFilter, type InboxPage } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ChatIllustration } from '../../../components/illustrations';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { useNow } from '../../../lib/use-now';
import { useInbox } from '../api/inbox';
import { useInboxLive } from '../hooks/use-inbox-live';
import { InboxRow } from './inbox-row';
import { PushPrompt } from '../../push';

export const INBOX_FILTER_LABELS: Record<InboxFilter, string> = {
  all: 'All',
  needsReply: 'Needs reply',
  offers: 'Offers',
  testDrives: 'Test drives',
  assistant: 'Handled by Revy',
};

/** What an empty filter says (the whole inbox being empty has its own state). */
const EMPTY: Record<InboxFilter, string> = {
  all: 'No conversations about this car yet.',
  needsReply: 'Nobody is waiting for your reply. Nice work.',
  offers: 'No offers yet.',
  testDrives: 'No test drives requested or booked yet.',
  assistant: 'Revy has not answered anyone here yet.',
};

const NO_CHATS: readonly string[] = [];

const isFilter = (v: string | null): v is InboxFilter => !!v && (INBOX_FILTERS as readonly string[]).includes(v);

function FilterChips({
  filter,
  counts,
  onPick,
}: {
  filter: InboxFilter;
  counts: InboxPage['counts'] | undefined;
  onPick: (f: InboxFilter) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Show"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {INBOX_FILTERS.map((f) => {
        const c = counts?.[f];
        const on = f === filter;
        return (
          <button
            key={f}
            type="button"
            aria-pressed={on}
            onClick={() => onPick(f)}
            aria-label={
              c
                ? `${INBOX_FILTER_LABELS[f]}: ${c.chats} conversation${c.chats === 1 ? '' : 's'}, ${c.unread} unread`
                : INBOX_FILTER_LABELS[f]
            }
            className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-colors ${
              on ? 'border-primary bg-primary text-white' : 'border-line bg-white text-ink hover:bg-primary-soft'
            }`}
          >
            {INBOX_FILTER_LABELS[f]}
            {c && c.unread > 0 ? (
              <span
                className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-bold ${
                  on ? 'bg-white text-primary' : 'bg-primary text-white'
                }`}
              >
                {c.unread > 99 ? '99+' : c.unread}
              </span>
            ) : c ? (
              <span className={`text-xs font-medium ${on ? 'text-white/80' : 'text-muted'}`}>{c.chats}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

function RowsSkeleton() {
  return (
    <ul className="animate-pulse divide-y divide-line" aria-busy="true" aria-label="Loading conversations">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex gap-3 px-4 py-3 sm:px-5">
          <div className="h-14 w-14 rounded-lg bg-line" />
          <div className="flex-1 space-y-2 py-1">
            <div className="h-4 w-1/3 rounded bg-line" />
            <div className="h-3 w-1/2 rounded bg-line/70" />
            <div className="h-3 w-3/4 rounded bg-line/70" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /dashboard/inbox (issue 19): every buyer conversation across the seller's cars, one list. Filters and the car are
 * in the address (back and reload keep them); "needs reply" puts the buyer who has waited longest first. Rows open
 * the car's own conversation page, which marks the chat read; the feed keeps counts live.
 */
export function SellerInbox() {
  const [params, setParams] = useSearchParams();
  const filter: InboxFilter = isFilter(params.get('filter')) ? (params.get('filter') as InboxFilter) : 'all';
  const car = params.get('car');
  const inbox = useInbox(filter, car);
  const now = useNow();
  useInboxLive(NO_CHATS);
  const first = inbox.data?.pages[0];
  const rows = inbox.data?.pages.flatMap((p) => p.content) ?? [];
  const set = (next: { filter?: InboxFilter; car?: string | null }) => {
    const p = new URLSearchParams(params);
    const f = next.filter ?? filter;
    if (f === 'all') p.delete('filter');
    else p.set('filter', f);
    const c = next.car === undefined ? car : next.car;
    if (c) p.set('car', c);
    else p.delete('car');
    setParams(p, { replace: true });
  };

  if (inbox.isError && !inbox.data)
    return <LoadError title="We couldn't load your inbox" error={inbox.error} onRetry={() => void inbox.refetch()} />;
  if (first && first.cars.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        illustration={<ChatIllustration />}
        title="No messages from buyers yet"
        description="When buyers write about any of your cars, every conversation lands here, with who is waiting for a reply."
        actions={[
          { to: ROUTES.dashboardSelling, label: 'See your cars' },
          { to: ROUTES.myGarageCreate, label: 'List a car', variant: 'secondary' },
        ]}
      />
    );

  return (
    <section aria-labelledby="inbox-heading" className="flex flex-col gap-4">
      {/* Where a seller waits for buyers: the one place the app offers push without being asked. */}
      <PushPrompt />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="inbox-heading" className="text-lg font-semibold text-ink">
            Inbox
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {first
              ? first.counts.all.unread
                ? `${first.counts.all.unread} unread across ${first.cars.length} car${first.cars.length === 1 ? '' : 's'}`
                : `All caught up across ${first.cars.length} car${first.cars.length === 1 ? '' : 's'}`
              : 'Every buyer, across all your cars'}
          </p>
        </div>
        {first && first.cars.length > 1 ? (
          <label className="flex w-full flex-col gap-1 text-sm font-medium text-ink sm:w-72">
            Car
            <select
              value={car ?? ''}
              onChange={(e) => set({ car: e.target.value || null })}
              className="h-10 rounded-lg border border-line bg-white px-3 text-sm"
            >
              <option value="">All cars</option>
              {first.cars.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                  {c.unread ? ` (${c.unread} unread)` : ''}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <FilterChips filter={filter} counts={first?.counts} onPick={(f) => set({ filter: f })} />
      <div className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
        {!inbox.data ? (
          <RowsSkeleton />
        ) : rows.length === 0 ? (
          <p className="px-5 py-10 text-center text-muted">{EMPTY[filter]}</p>
        ) : (
          <ul aria-label={`Conversations: ${INBOX_FILTER_LABELS[filter]}`} className="divide-y divide-line">
            {rows.map((r) => (
              <InboxRow key={r.chatId} row={r} now={now} />
            ))}
          </ul>
        )}
      </div>
      {inbox.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          loading={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          Show more conversations
        </Button>
      ) : null}
    </section>
  );
}
