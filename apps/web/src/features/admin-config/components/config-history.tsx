import { formatDateTime, type History } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { useConfigHistory, useStaffNames } from '../api/config';
import { RelativeTime } from '../../../components/ui/relative-time';

type Change = { action?: string; before?: Record<string, unknown>; after?: Record<string, unknown> };

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  description: 'Description changed',
  reset: 'Reset to default',
  delete: 'Deleted',
};

const show = (v: unknown) =>
  v === null || v === undefined ? 'default' : v === '' ? '(empty)' : typeof v === 'string' ? v : JSON.stringify(v);

function ChangeLine({
  field,
  before,
  after,
  created,
}: {
  field: string;
  before: unknown;
  after: unknown;
  created: boolean;
}) {
  return (
    <li className="break-words">
      <span className="font-medium text-ink">{field}</span>{' '}
      {created ? null : (
        <>
          <span className="font-mono text-xs text-muted line-through decoration-muted/60">{show(before)}</span>
          {' → '}
        </>
      )}
      <span className="font-mono text-xs text-ink">{show(after)}</span>
    </li>
  );
}

/** The setting's recent changes (GET /v1/history/target/{id}): who changed which field from what to what. */
export function ConfigHistory({ id }: { id: string }) {
  const q = useConfigHistory(id);
  const names = useStaffNames((q.data?.content ?? []).map((h) => h.savedBy).filter((x): x is string => !!x));
  if (q.isError) return <Alert tone="error">{errorMessage(q.error)}</Alert>;
  if (!q.data)
    return (
      <div className="flex justify-center py-6 text-primary">
        <Spinner size={22} label="Loading history" />
      </div>
    );
  if (!q.data.content.length) return <p className="text-sm text-muted">No changes recorded yet.</p>;
  return (
    <ol className="flex flex-col divide-y divide-line">
      {q.data.content.map((h: History) => {
        const d = (h.data ?? {}) as Change;
        const fields = Object.keys({ ...d.before, ...d.after }).filter((f) => f !== 'name' || d.action !== 'update');
        return (
          <li key={h.id} className="flex flex-col gap-1 py-3 text-sm">
            <p className="text-ink">
              <span className="font-semibold">{ACTIONS[d.action ?? ''] ?? d.action}</span>
              <span className="text-muted">
                {' '}
                by {h.savedBy ? (names.data?.get(h.savedBy) ?? 'a staff member') : 'the system'} ·{' '}
                <time dateTime={h.savedAt} title={formatDateTime(h.savedAt)}>
                  <RelativeTime value={h.savedAt} />
                </time>
              </span>
            </p>
            {d.action !== 'delete' && fields.length ? (
              <ul className="flex flex-col gap-0.5 pl-3">
                {fields.map((f) => (
                  <ChangeLine
                    key={f}
                    field={f}
                    before={d.before?.[f]}
                    after={d.after?.[f]}
                    created={d.action === 'create'}
                  />
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
