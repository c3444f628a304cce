import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime, JOB_STATES, type AdminJob, type JobState } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageNav } from '../../../components/ui/page-nav';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { useJobs, useRetryJob } from '../api/jobs';

const PAGE_SIZE = 25;

const STATE_LABELS: Record<JobState, string> = {
  failed: 'Failed',
  retry: 'Retrying',
  active: 'Running',
  created: 'Waiting',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const STATE_TONES: Record<JobState, string> = {
  failed: 'bg-orange-100 text-orange-900',
  retry: 'bg-amber-100 text-amber-900',
  active: 'bg-primary-soft text-ink',
  created: 'bg-canvas text-ink',
  completed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-canvas text-muted',
};

/** What each of the app's queues does, in staff's words; unknown names show as they are. */
const JOB_LABELS: Record<string, string> = {
  'assistant.answer': 'Assistant answer',
  'assistant.sla': 'Hand overdue chats to a concierge',
  'chats.expire-offers': 'Expire old offers',
  'events.reminders': 'Test-drive reminders',
  'notifications.digest': 'Notification emails',
  'payments.expire-purchases': 'Expire ended plans',
  'pricing.refresh': 'Refresh price estimates',
};

const when = (j: AdminJob) => j.completedAt ?? j.startedAt ?? j.createdAt;

/**
 * /admin/jobs (staff): background jobs that failed or wait for a retry, newest first, with the
 * attempts, the last error and a Retry button for failed ones; `?state=` and `?page=` (1-based)
 * keep the view in the URL. Rows become cards below the `md` breakpoint.
 */
export function AdminJobsPage() {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = (JOB_STATES as readonly string[]).includes(stateParam ?? '') ? (stateParam as JobState) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const id = useId();
  const q = useJobs({ state, page: page - 1, size: PAGE_SIZE });
  const retry = useRetryJob();
  const [retried, setRetried] = useState<AdminJob | null>(null);
  const data = q.data;

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

  const onRetry = (job: AdminJob) => {
    setRetried(null);
    retry.mutate(job.id, { onSuccess: (j) => setRetried(j) });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-xl font-semibold text-ink">Background jobs</h1>
          <p className="text-sm text-muted">
            Work the server does on its own: assistant answers, emails, expiries. Failed jobs can be run again.
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-state`} className="text-sm font-medium text-ink">
            State
          </label>
          <select
            id={`${id}-state`}
            value={state ?? ''}
            onChange={(e) => set('state', e.target.value)}
            className="h-10 rounded-lg border border-line bg-white px-3"
          >
            <option value="">Failed and retrying</option>
            {JOB_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {retry.isError ? (
        <Alert tone="error" title="We couldn't retry that job">
          {errorMessage(retry.error)}
        </Alert>
      ) : retried ? (
        <Alert tone="success">{`${JOB_LABELS[retried.name] ?? retried.name} will run again shortly.`}</Alert>
      ) : null}

      {q.isError ? (
        <Alert tone="error" title="We couldn't load the jobs">
          {errorMessage(q.error)}
          <div className="mt-2">
            <Button variant="secondary" size="sm" onClick={() => void q.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : !data ? (
        <div className="flex justify-center py-12 text-primary">
          <Spinner size={28} label="Loading jobs" />
        </div>
      ) : !data.content.length ? (
        <div className="rounded-xl border border-line bg-white px-4 py-10 text-center">
          <p className="font-medium text-ink">
            {state ? `No ${STATE_LABELS[state].toLowerCase()} jobs` : 'No failed jobs'}
          </p>
          <p className="mt-1 text-sm text-muted">
            {state
              ? 'Pick another state to see more.'
              : 'Everything the server had to do in the background went through.'}
          </p>
        </div>
      ) : (
        <table className="w-full text-left text-sm md:rounded-xl md:border md:border-line md:bg-white">
          <caption className="sr-only">
            Background jobs, page {page} of {Math.max(1, data.totalPages)}
          </caption>
          <thead className="hidden border-b border-line bg-canvas text-xs uppercase tracking-wide text-muted md:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-2.5">
                Job
              </th>
              <th scope="col" className="px-4 py-2.5">
                When
              </th>
              <th scope="col" className="px-4 py-2.5">
                Attempts
              </th>
              <th scope="col" className="px-4 py-2.5">
                Last error
              </th>
              <th scope="col" className="px-4 py-2.5">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 md:table-row-group md:divide-y md:divide-line">
            {data.content.map((j) => (
              <tr
                key={j.id}
                className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 md:table-row md:rounded-none md:border-0 md:p-0"
              >
                <td className="md:px-4 md:py-3 md:align-top">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-ink">{JOB_LABELS[j.name] ?? j.name}</span>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_TONES[j.state]}`}>
                      {STATE_LABELS[j.state]}
                    </span>
                  </div>
                  <p className="mt-0.5 break-all font-mono text-xs text-muted" title={j.id}>
                    {j.name} · {j.id.slice(0, 8)}…
                  </p>
                </td>
                <td className="whitespace-nowrap text-muted md:px-4 md:py-3 md:align-top">
                  <span className="md:hidden">When: </span>
                  <time dateTime={when(j)}>{formatDateTime(when(j))}</time>
                  {j.state === 'retry' ? (
                    <span className="block text-xs">Next try {formatDateTime(j.runAfter)}</span>
                  ) : null}
                </td>
                <td className="whitespace-nowrap text-ink md:px-4 md:py-3 md:align-top">
                  <span className="text-muted md:hidden">Attempts: </span>
                  {j.attempts} of {j.maxAttempts}
                </td>
                <td className={`md:table-cell md:max-w-md md:px-4 md:py-3 md:align-top ${j.lastError ? '' : 'hidden'}`}>
                  {j.lastError ? (
                    <p className="line-clamp-3 break-words text-orange-900">{j.lastError}</p>
                  ) : (
                    <span className="text-muted">—</span>
                  )}
                </td>
                <td
                  className={`md:table-cell md:px-4 md:py-3 md:text-right md:align-top ${j.state === 'failed' ? '' : 'hidden'}`}
                >
                  {j.state === 'failed' ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={retry.isPending && retry.variables === j.id}
                      disabled={retry.isPending}
                      onClick={() => onRetry(j)}
                      aria-label={`Retry ${JOB_LABELS[j.name] ?? j.name} ${j.id.slice(0, 8)}`}
                    >
                      Retry
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {data ? (
        <PageNav
          page={page}
          totalPages={data.totalPages}
          totalElements={data.totalElements}
          noun="jobs"
          // Page 1 is the address without ?page.
          onPage={(p) => set('page', p > 1 ? String(p) : '')}
        />
      ) : null}
    </div>
  );
}
