import { Link } from 'react-router';
import { formatDateTime, formatRelative, HistoryDataSchema, isRestorableField, type History } from '@revy/shared';
import { actionLabel, fieldChanges, fieldLabel, formatValue, isLongText, type FieldChange } from './history-format';

/** Who saved a record, as the timeline names them (decision 032: savedBy resolved in one batch call). */
export type HistoryActor = {
  name: string;
  role: 'seller' | 'admin' | 'concierge' | 'system' | 'user';
  /** Concierge or admin acting on someone else's listing. */
  staff: boolean;
  href?: string | undefined;
};

const ROLE_STYLES: Record<HistoryActor['role'], string> = {
  seller: 'bg-sky-50 text-sky-800 ring-sky-200',
  admin: 'bg-primary-soft text-primary ring-primary/20',
  concierge: 'bg-primary-soft text-primary ring-primary/20',
  system: 'bg-zinc-50 text-zinc-700 ring-zinc-200',
  user: 'bg-zinc-50 text-zinc-700 ring-zinc-200',
};
const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset capitalize';

/** One History record on the timeline: who, when, what action, and each changed field from → to. */
export function HistoryEntry({
  record,
  actor,
  now,
  canRestore,
  onRestore,
}: {
  record: History;
  actor: HistoryActor;
  now: number;
  canRestore: boolean;
  onRestore: (change: FieldChange) => void;
}) {
  const parsed = HistoryDataSchema.safeParse(record.data);
  const changes = parsed.success ? fieldChanges(parsed.data.before, parsed.data.after) : [];
  const action = parsed.success ? parsed.data.action : 'change';
  const restorable = (c: FieldChange) =>
    // Only edits (and restores) put a seller's value there; a plan or review record's features or flags came from
    // the product, so "restoring" them would undo the product's own step.
    canRestore &&
    (action === 'update' || action === 'restore') &&
    c.hasBefore &&
    isRestorableField(record.className, c.field);

  return (
    <li className="relative pb-6 pl-8 last:pb-0">
      {/* The timeline's rail and dot. */}
      <span aria-hidden="true" className="absolute left-[7px] top-3 h-full w-px bg-line" />
      <span
        aria-hidden="true"
        className={`absolute left-0 top-1.5 h-[15px] w-[15px] rounded-full border-2 border-white ring-2 ${
          actor.staff
            ? 'bg-primary ring-primary/30'
            : action === 'restore'
              ? 'bg-amber-500 ring-amber-200'
              : 'bg-zinc-400 ring-zinc-200'
        }`}
      />
      <article
        className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
        aria-label={actionLabel(action)}
      >
        <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              {actionLabel(action)}
              {record.className !== 'Listing' ? (
                <span className={`${pill} bg-canvas text-muted ring-line`}>{record.className}</span>
              ) : null}
            </p>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
              <span>by</span>
              {actor.href ? (
                <Link to={actor.href} className="font-medium text-ink hover:text-primary hover:underline">
                  {actor.name}
                </Link>
              ) : (
                <span className="font-medium text-ink">{actor.name}</span>
              )}
              <span className={`${pill} ${ROLE_STYLES[actor.role]}`}>{actor.role}</span>
              {actor.staff ? <span className={`${pill} bg-amber-50 text-amber-900 ring-amber-200`}>Staff</span> : null}
            </p>
          </div>
          <time
            dateTime={record.savedAt}
            title={formatDateTime(record.savedAt)}
            className="shrink-0 text-sm text-muted"
          >
            {formatRelative(record.savedAt, now)}
            <span className="block text-xs sm:text-right">{formatDateTime(record.savedAt)}</span>
          </time>
        </header>

        {!parsed.success ? (
          <pre className="mt-3 overflow-x-auto rounded-lg bg-canvas p-3 text-xs text-ink">
            {JSON.stringify(record.data, null, 2)}
          </pre>
        ) : changes.length === 0 ? (
          <p className="mt-3 text-sm text-muted">No field values recorded.</p>
        ) : (
          <dl className="mt-3 divide-y divide-line border-t border-line">
            {changes.map((c) => (
              <div
                key={c.path}
                className="grid gap-1 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)_auto] sm:items-start sm:gap-4"
              >
                <dt className="text-sm font-medium text-muted">{fieldLabel(c.path)}</dt>
                <dd className="min-w-0 text-sm text-ink">
                  <ChangeValue change={c} isCreate={action === 'create'} />
                </dd>
                {restorable(c) ? (
                  <div className="sm:text-right">
                    <button
                      type="button"
                      onClick={() => onRestore(c)}
                      className="text-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
                      aria-label={`Restore ${fieldLabel(c.field)} to its value before this change`}
                    >
                      Restore this value
                    </button>
                  </div>
                ) : null}
              </div>
            ))}
          </dl>
        )}
      </article>
    </li>
  );
}

function Value({ field, value }: { field: string; value: unknown }) {
  const text = formatValue(field, value);
  return text === null ? <span className="italic text-muted">empty</span> : <span className="break-words">{text}</span>;
}

/** from → to; long texts collapse into a disclosure with both versions in full. */
function ChangeValue({ change, isCreate }: { change: FieldChange; isCreate: boolean }) {
  if (isLongText(change.before) || isLongText(change.after)) {
    return (
      <details className="group">
        <summary className="cursor-pointer select-none text-primary hover:underline">
          {isCreate ? 'Show the text' : 'Show the change'}
        </summary>
        <div className="mt-2 grid gap-2 md:grid-cols-2">
          {!isCreate ? (
            <div className="rounded-lg bg-red-50 p-3">
              <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-red-800">Before</p>
              <p className="whitespace-pre-wrap break-words">{formatValue(change.path, change.before) ?? 'empty'}</p>
            </div>
          ) : null}
          <div className="rounded-lg bg-emerald-50 p-3">
            <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-emerald-800">After</p>
            <p className="whitespace-pre-wrap break-words">{formatValue(change.path, change.after) ?? 'empty'}</p>
          </div>
        </div>
      </details>
    );
  }
  if (isCreate || !change.hasBefore) return <Value field={change.path} value={change.after} />;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="text-muted line-through decoration-muted/60">
        <Value field={change.path} value={change.before} />
      </span>
      <span aria-label="changed to" className="text-muted">
        →
      </span>
      <span className="font-medium">
        <Value field={change.path} value={change.after} />
      </span>
    </span>
  );
}
