import { useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ROUTES, type ConciergeQueue, type QueueItem } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { SignpostIllustration } from '../../../components/illustrations';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { PageNav } from '../../../components/ui/page-nav';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { useNow } from '../../../lib/use-now';
import { useQueue, useQueueActions, useQueueCounts } from '../api/queues';
import { QueueItemCard } from './queue-item-card';
import { isQueue, LEGACY_QUEUES, QUEUE_COPY } from './queue-copy';
import { QueueSidebar } from './queue-sidebar';

const PAGE_SIZE = 20;

type Done = { text: string; undo?: () => void };

/** One queue: its heading, its rows with their actions, real loading, error and empty states. */
function QueueView({ type }: { type: ConciergeQueue }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts = useQueueCounts();
  const q = useQueue(type, { page: page - 1, size: PAGE_SIZE });
  const { answer, review, activate } = useQueueActions();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const now = useNow(30_000);
  const copy = QUEUE_COPY[type];
  const failed = answer.error ?? review.error ?? activate.error;
  const data = q.data;
  const title = (item: QueueItem) => item.listing?.title ?? 'the listing';

  // The sidebar's count and the queue are read at different moments; when the queue shows the count is stale, the
  // counts are read again so the two agree.
  const total = data?.totalElements;
  const counted = counts.data?.[type];
  const refetchCounts = counts.refetch;
  useEffect(() => {
    if (total !== undefined && counted !== undefined && total !== counted) void refetchCounts();
  }, [total, counted, refetchCounts]);

  const run = async (item: QueueItem, action: () => Promise<unknown>, text: string, undo?: () => void) => {
    setBusyId(item.id);
    setDone(null);
    try {
      await action();
      setDone({ text, ...(undo ? { undo } : {}) });
    } catch {
      // The error shows from the mutation's state.
    } finally {
      setBusyId(null);
    }
  };

  const actions = {
    busyId,
    onAnswer: (item: QueueItem, content: string) =>
      void run(
        item,
        () => answer.mutateAsync({ chatId: item.chatId!, content }),
        `Answered ${item.buyer?.name ?? 'the buyer'} about ${title(item)}. The chat left the queue.`,
      ),
    onReview: (item: QueueItem) =>
      void run(
        item,
        () => review.mutateAsync({ listingId: item.id, reviewed: true }),
        `Marked ${title(item)} reviewed.`,
        () =>
          void run(
            item,
            () => review.mutateAsync({ listingId: item.id, reviewed: false }),
            `${title(item)} is back in the review queue.`,
          ),
      ),
    onActivate: (item: QueueItem) =>
      void run(item, () => activate.mutateAsync(item), `Activated ${item.summary ?? 'the plan'} for ${title(item)}.`),
  };

  return (
    <section aria-labelledby="queue-title" className="flex min-w-0 flex-col gap-4">
      <header>
        <h1 id="queue-title" className="text-2xl font-bold tracking-tight text-ink">
          {copy.title}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-muted">{copy.description}</p>
        {data?.totalElements ? (
          <p className="mt-2 text-sm font-medium text-ink">
            {data.totalElements === 1 ? '1 waiting' : `${data.totalElements.toLocaleString('en-US')} waiting`}
          </p>
        ) : null}
      </header>
      <div
        role="status"
        aria-live="polite"
        className={done ? 'rounded-lg bg-primary-soft px-4 py-2 text-sm' : 'sr-only'}
      >
        {done ? (
          <span className="flex flex-wrap items-center justify-between gap-2">
            {done.text}
            {done.undo ? (
              <Button variant="ghost" size="sm" onClick={done.undo}>
                Undo
              </Button>
            ) : null}
          </span>
        ) : null}
      </div>
      {failed && !busyId ? (
        <Alert tone="error" title="That did not work">
          {errorMessage(failed)}
        </Alert>
      ) : null}
      {counts.isError ? (
        <p className="text-sm text-muted">The counts could not be loaded; the queue still works.</p>
      ) : null}
      {q.isError ? (
        <LoadError
          className="mt-2"
          title="We couldn't load this queue"
          error={q.error}
          onRetry={() => void q.refetch()}
        />
      ) : !data ? (
        <div className="flex justify-center py-12 text-primary">
          <Spinner size={28} label={`Loading ${copy.label.toLowerCase()}`} />
        </div>
      ) : !data.content.length ? (
        <div className="rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
          <p className="text-lg font-semibold text-ink">Nothing waiting</p>
          <p className="mt-1 text-sm text-muted">{copy.empty}</p>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-label={`${copy.label}, page ${page}`}>
            {data.content.map((item) => (
              <QueueItemCard key={item.id} item={item} now={now} actions={actions} />
            ))}
          </ul>
          <PageNav
            page={page}
            totalPages={data.totalPages}
            totalElements={data.totalElements}
            noun="items"
            onPage={(p) => setParams({ page: String(p) })}
          />
        </>
      )}
    </section>
  );
}

/**
 * /concierge/{type}: the concierge work queues (issue 16, decision 030): a sidebar of queues with their counts (a
 * select on phones) and the chosen queue's rows with their actions inline. The old type names forward to their new
 * queue; an unknown one says so.
 */
export function ConciergeQueuesPage() {
  const { type = '' } = useParams();
  const counts = useQueueCounts();
  const legacy = LEGACY_QUEUES[type];
  if (legacy) return <Navigate to={ROUTES.conciergeQueue(legacy)} replace />;
  if (!isQueue(type))
    return (
      <EmptyState
        illustration={<SignpostIllustration />}
        title="There is no such work queue"
        description={`"${type}" is not one of the concierge queues. Pick one of them instead.`}
        actions={[{ to: ROUTES.concierge, label: 'Open the work queues' }]}
      />
    );
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <aside>
        <QueueSidebar current={type} counts={counts.data} />
      </aside>
      <QueueView key={type} type={type} />
    </div>
  );
}
