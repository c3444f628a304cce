import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  formatDateTime,
  formatMonthYear,
  RejectIdVerificationSchema,
  type IdVerificationQueueItem,
} from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-controls';
import { PageNav } from '../../../components/ui/page-nav';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, parseForm } from '../../../lib/form-errors';
import { useIdDecisions, useIdQueue } from '../api/id-checks-queue';
import { IdPhotoViewer } from './id-photo-viewer';

const PAGE_SIZE = 10;

function CheckCard({ item, onDone }: { item: IdVerificationQueueItem; onDone: (text: string) => void }) {
  const { approve, reject } = useIdDecisions();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const headingId = `id-check-${item.id}`;
  const busy = approve.isPending || reject.isPending;
  const failed = approve.error ?? reject.error;

  const sendReject = () => {
    const parsed = parseForm(RejectIdVerificationSchema, { reason });
    if (!parsed.ok) return setReasonError(parsed.errors.reason);
    setReasonError(undefined);
    reject.mutate(
      { id: item.id, reason: parsed.data.reason },
      { onSuccess: () => onDone(`Rejected the check of ${item.user.name}; they were told why.`) },
    );
  };

  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
        <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <h2 id={headingId} className="truncate text-base font-semibold text-ink">
              {item.user.name}
            </h2>
            <p className="truncate text-sm text-muted">
              {item.user.email ?? 'No email'} · member since {formatMonthYear(item.user.createdAt)}
            </p>
          </div>
          <p className="shrink-0 text-xs text-muted">
            Sent{' '}
            <time dateTime={item.submittedAt ?? item.createdAt}>
              {formatDateTime(item.submittedAt ?? item.createdAt)}
            </time>
          </p>
        </header>
        <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <IdPhotoViewer checkId={item.id} kind="document" present={item.images.document} />
          <IdPhotoViewer checkId={item.id} kind="selfie" present={item.images.selfie} />
        </div>
        <p className="mt-3 text-sm text-muted">
          Approve when the ID looks genuine and current, its photo matches the selfie, and the name fits the account.
        </p>
        {failed ? (
          <div className="mt-3">
            <Alert tone="error">{errorMessage(failed)}</Alert>
          </div>
        ) : null}
        {rejecting ? (
          <div className="mt-3 flex flex-col gap-2">
            <TextAreaField
              label="Why is it not accepted? The person reads this."
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={reasonError}
              maxLength={500}
              className="[&_textarea]:min-h-20"
              autoFocus
            />
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" size="sm" onClick={() => setRejecting(false)} disabled={busy}>
                Cancel
              </Button>
              <Button variant="danger" size="sm" onClick={sendReject} loading={reject.isPending}>
                Reject and tell them
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <ButtonLink to={`/concierge/_/users/${encodeURIComponent(item.userId)}`} variant="ghost" size="sm">
              Open account
            </ButtonLink>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => setRejecting(true)}
              aria-describedby={headingId}
            >
              Reject…
            </Button>
            <Button
              size="sm"
              loading={approve.isPending}
              disabled={busy}
              aria-describedby={headingId}
              onClick={() =>
                approve.mutate(item.id, { onSuccess: () => onDone(`${item.user.name} is now ID verified.`) })
              }
            >
              Approve
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * /concierge/id-checks (issue 18): built-in ID checks waiting for staff, oldest first. Photos open on request (each
 * look is recorded); approve makes the person ID verified, reject sends them the reason. `?page=` keeps the place.
 */
export function IdChecksPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useIdQueue({ page: page - 1, size: PAGE_SIZE, status: 'processing' });
  const [status, setStatus] = useState('');
  const data = q.data;
  return (
    <div className="mt-6 flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink">ID checks</h1>
        <p className="mt-1 text-sm text-muted">
          People who sent a photo of their ID and a selfie, oldest first. The photos are deleted once you decide.
        </p>
        {data ? (
          <p className="mt-2 text-sm font-medium text-ink">
            {data.totalElements === 1 ? '1 check waiting' : `${data.totalElements} checks waiting`}
          </p>
        ) : null}
      </header>
      <p
        role="status"
        aria-live="polite"
        className={status ? 'rounded-lg bg-primary-soft px-4 py-2 text-sm' : 'sr-only'}
      >
        {status}
      </p>
      {q.isError ? (
        <Alert tone="error" title="We couldn't load the ID checks">
          {errorMessage(q.error)}
          <div className="mt-2">
            <Button variant="secondary" size="sm" onClick={() => void q.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : !data ? (
        <div className="flex justify-center py-12 text-primary">
          <Spinner size={28} label="Loading ID checks" />
        </div>
      ) : !data.content.length ? (
        <div className="rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
          <p className="text-lg font-semibold text-ink">No ID checks waiting</p>
          <p className="mt-1 text-sm text-muted">Checks show up here as soon as someone sends their photos.</p>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-label={`ID checks, page ${page}`}>
            {data.content.map((item) => (
              <CheckCard key={item.id} item={item} onDone={setStatus} />
            ))}
          </ul>
          <PageNav
            page={page}
            totalPages={data.totalPages}
            totalElements={data.totalElements}
            noun="checks"
            onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
          />
        </>
      )}
    </div>
  );
}
