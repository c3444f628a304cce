import { NavLink, useNavigate } from 'react-router';
import { ROUTES, type ConciergeQueue, type QueueCounts } from '@revy/shared';
import { QUEUE_COPY, QUEUES } from './queue-copy';

const countText = (counts: QueueCounts | undefined, q: ConciergeQueue) =>
  counts ? counts[q].toLocaleString('en-US') : '…';

/**
 * The queues with their counts: a list beside the queue on wide screens, a select above it on phones (one tap to
 * switch, no sideways scrolling).
 */
export function QueueSidebar({ current, counts }: { current: ConciergeQueue; counts: QueueCounts | undefined }) {
  const navigate = useNavigate();
  return (
    <>
      <div className="lg:hidden">
        <label htmlFor="queue-select" className="text-sm font-medium text-ink">
          Work queue
        </label>
        <select
          id="queue-select"
          value={current}
          onChange={(e) => navigate(ROUTES.conciergeQueue(e.target.value))}
          className="mt-1.5 h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink shadow-xs outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
        >
          {QUEUES.map((q) => (
            <option key={q} value={q}>
              {QUEUE_COPY[q].label} ({countText(counts, q)})
            </option>
          ))}
        </select>
      </div>
      <nav aria-label="Work queues" className="hidden lg:block">
        <ul className="flex flex-col gap-1">
          {QUEUES.map((q) => {
            const n = counts?.[q] ?? 0;
            return (
              <li key={q}>
                <NavLink
                  to={ROUTES.conciergeQueue(q)}
                  aria-label={`${QUEUE_COPY[q].label}, ${countText(counts, q)} waiting`}
                  className={({ isActive }) =>
                    `flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${isActive ? 'bg-primary-soft text-primary' : 'text-ink hover:bg-white'}`
                  }
                >
                  <span>{QUEUE_COPY[q].label}</span>
                  <span
                    aria-hidden="true"
                    className={`min-w-7 rounded-full px-2 py-0.5 text-center text-xs font-semibold ${n > 0 ? 'bg-primary text-white' : 'bg-line/70 text-muted'}`}
                  >
                    {countText(counts, q)}
                  </span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
