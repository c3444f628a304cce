import type { EventStatus } from '@revy/shared';
import { STATUS_VIEW } from '../lib/event-view';

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const v = STATUS_VIEW[status];
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${v.badge}`}>
      {v.label}
    </span>
  );
}
