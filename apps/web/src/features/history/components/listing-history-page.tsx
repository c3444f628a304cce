import { useId, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  displayName,
  isAdmin,
  isStaff,
  RESTORABLE_LISTING_FIELDS,
  ROUTES,
  type History,
  type PublicUser,
  type User,
} from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { DocumentIllustration } from '../../../components/illustrations';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { PageNav } from '../../../components/ui/page-nav';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { useNow } from '../../../lib/use-now';
import { useListing } from '../../listings';
import { useUsersBatch } from '../../users';
import { useHistory } from '../api/get-history';
import { useRestoreHistoryValue } from '../api/restore';
import { HistoryEntry, type HistoryActor } from './history-entry';
import { actionLabel, fieldLabel, formatValue, type FieldChange } from './history-format';
import { FilterSelect } from '../../../components/ui/form-controls';

const PAGE_SIZE = 20;
const ACTIONS = [
  'update',
  'create',
  'review',
  'saleStatus',
  'restore',
  'plan',
  'planEnded',
  'activate',
  'delete',
] as const;
const FIELDS = [...RESTORABLE_LISTING_FIELDS, 'status', 'isReviewed', 'saleStatus', 'publishedAt'] as const;

/**
 * /concierge/history/{listingId} (staff): the listing's History as a timeline, newest first: who (by name, with a
 * seller / concierge / admin / system badge), when, what, each field from → to; filters by action and field (on the
 * server), paging, and "Restore this value" for fields a seller may edit (decision 032).
 */
export function ListingHistoryPage() {
  const { listingId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const field = params.get('field') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const id = useId();
  const now = useNow();
  const me = useCurrentUser();

  const listing = useListing(listingId);
  // related: the listing's purchases' records (plan activations, by whom) join the timeline.
  const history = useHistory(listingId, { page: page - 1, size: PAGE_SIZE, action, field, related: true });
  const records = history.data?.content;
  const savedBy = useMemo(
    () => [...new Set((records ?? []).map((r) => r.savedBy).filter((v): v is string => !!v))],
    [records],
  );
  const people = useUsersBatch(savedBy);
  const sellerId = listing.data?.sellerId;

  const [pending, setPending] = useState<{ record: History; change: FieldChange } | null>(null);
  const restore = useRestoreHistoryValue();

  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key !== 'page' },
    );

  const actorOf = (r: History): HistoryActor => {
    if (!r.savedBy) return { name: 'Revy (automatic)', role: 'system', staff: false };
    const u = people.data?.get(r.savedBy);
    const name = u ? nameOf(u) : people.isPending ? '…' : 'Unknown user';
    const href = isAdmin(me.data) ? ROUTES.adminUser(r.savedBy) : `/concierge/_/users/${encodeURIComponent(r.savedBy)}`;
    const role = u && 'acl' in u ? (isAdmin(u) ? 'admin' : isStaff(u) ? 'concierge' : null) : null;
    if (r.savedBy === sellerId) return { name, role: role ?? 'seller', staff: false, href };
    if (role) return { name, role, staff: true, href };
    return { name, role: 'user', staff: false, href };
  };

  const title = listing.data?.title || (listing.isError ? 'Listing' : '…');
  return (
    <div className="w-full">
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted">History</p>
          <h1 className="truncate text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {history.data
              ? `${history.data.totalElements.toLocaleString('en-US')} ${history.data.totalElements === 1 ? 'change' : 'changes'}${action || field ? ' matching' : ''}`
              : '\u00a0'}
          </p>
        </div>
        <nav aria-label="This listing" className="flex shrink-0 gap-2 text-sm">
          <Link
            to={ROUTES.listing(listingId)}
            className="rounded-lg border border-line bg-white px-3 py-2 font-medium text-ink hover:border-primary hover:text-primary"
          >
            Open listing
          </Link>
          <Link
            to={ROUTES.myGarageListing(listingId)}
            className="rounded-lg border border-line bg-white px-3 py-2 font-medium text-ink hover:border-primary hover:text-primary"
          >
            Open garage
          </Link>
        </nav>
      </header>

      <div className="mb-5 grid grid-cols-2 gap-3 sm:max-w-xl">
        <FilterSelect id={`${id}-action`} label="Action" value={action} onChange={(v) => set('action', v)}>
          <option value="">All actions</option>
          {ACTIONS.map((a) => (
            <option key={a} value={a}>
              {actionLabel(a)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id={`${id}-field`} label="Field" value={field} onChange={(v) => set('field', v)}>
          <option value="">All fields</option>
          {FIELDS.map((f) => (
            <option key={f} value={f}>
              {fieldLabel(f)}
            </option>
          ))}
        </FilterSelect>
      </div>

      {history.isError ? (
        <LoadError
          title="We couldn't load this history"
          error={history.error}
          onRetry={() => history.refetch()}
          className=""
        />
      ) : history.isPending ? (
        <div className="space-y-4" role="status" aria-label="Loading history">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="ml-8 h-28 animate-pulse rounded-2xl border border-line bg-white" />
          ))}
        </div>
      ) : !records?.length ? (
        <EmptyState
          headingLevel={2}
          illustration={<DocumentIllustration />}
          title={action || field ? 'No changes match' : 'No changes recorded'}
          description={
            action || field
              ? 'Nothing in this listing’s history matches these filters. Pick another action or field.'
              : 'Every change to this listing is recorded here once it is saved.'
          }
        />
      ) : (
        <div className={history.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <ol aria-label="Changes, newest first">
            {records.map((r) => (
              <HistoryEntry
                key={r.id}
                record={r}
                actor={actorOf(r)}
                now={now}
                canRestore={isStaff(me.data) && !listing.isError}
                onRestore={(change) => {
                  restore.reset();
                  setPending({ record: r, change });
                }}
              />
            ))}
          </ol>
          <div className="mt-6">
            <PageNav
              page={page}
              totalPages={history.data.totalPages}
              totalElements={history.data.totalElements}
              noun="changes"
              onPage={(p) => set('page', p > 1 ? String(p) : '')}
            />
          </div>
        </div>
      )}

      <ConfirmDialog
        open={!!pending}
        title={pending ? `Restore ${fieldLabel(pending.change.field).toLowerCase()}?` : ''}
        confirmLabel={restore.isPending ? 'Restoring…' : 'Restore'}
        pending={restore.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          restore.mutate(
            { id: pending.record.id, input: { field: pending.change.field, value: 'before' } },
            { onSuccess: () => setPending(null) },
          );
        }}
        body={
          pending ? (
            <div className="space-y-3">
              <p>
                Set <strong className="text-ink">{fieldLabel(pending.change.field)}</strong> back to{' '}
                <strong className="text-ink">{restoredText(pending.change)}</strong>? The listing changes now, as if its
                seller had saved it, and the restore is recorded in this history under your name.
              </p>
              {restore.isError ? <Alert tone="error">{errorMessage(restore.error)}</Alert> : null}
              {restore.isPending ? <Spinner size={18} className="text-primary" label="Restoring" /> : null}
            </div>
          ) : null
        }
      />
    </div>
  );
}

/** What a restore puts back, in words: the nested key's value for an object row, the field's otherwise. */
function restoredText(c: FieldChange): string {
  return c.path === c.field
    ? (formatValue(c.field, c.before) ?? 'empty')
    : `${fieldLabel(c.path)} ${formatValue(c.path, c.before) ?? 'empty'} (the whole ${fieldLabel(c.field).toLowerCase()} as it was)`;
}

function nameOf(u: User | PublicUser): string {
  const name = displayName(u);
  if (name !== 'Guest') return name;
  return 'email' in u && u.email ? u.email : 'Guest';
}
