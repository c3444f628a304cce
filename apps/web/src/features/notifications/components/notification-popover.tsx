import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatRelative, type FeedEvent, type Notification } from '@revy/shared';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { useFeed } from '../../../lib/feed/use-feed';
import { useCurrentUser } from '../../../lib/current-user';
import { useNow } from '../../../lib/use-now';
import { notificationKeys } from '../api/keys';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead, useSetNotificationRead } from '../api/mark-notifications';
import { useUnreadCount } from '../api/unread-count';

const RECENT = { size: 10 } as const;

/**
 * The bell in the app header: unread count, live through the feed on the user's own id (a page
 * that needs live data opens the feed), and a panel with recent notifications and "Mark all read".
 * Loaded by notification-bell.tsx for signed-in users only, so visitors never download Radix's popover.
 */
export function NotificationPopover() {
  const user = useCurrentUser().data;
  const signedIn = !!user && !user.anonymous;
  const qc = useQueryClient();
  const count = useUnreadCount({ enabled: signedIn });
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const list = useNotifications(RECENT, { enabled: signedIn && open });
  const markAll = useMarkAllNotificationsRead();
  const markOne = useSetNotificationRead();
  const now = useNow();

  const onFeed = useCallback(
    (m: FeedEvent) => {
      const data = m.data as Partial<Notification> | undefined;
      // A notification created or changed: the count and the lists follow.
      if (data && typeof data === 'object' && 'title' in data) {
        if (m.action === 'create' && !data.readAt)
          qc.setQueryData<{ count: number }>(notificationKeys.unreadCount(), (c) => ({ count: (c?.count ?? 0) + 1 }));
        void qc.invalidateQueries({ queryKey: notificationKeys.all });
      } else if (data && typeof data === 'object' && ('readAll' in data || 'readChat' in data)) {
        // Read elsewhere (another tab, or the conversation itself): the count and lists follow.
        void qc.invalidateQueries({ queryKey: notificationKeys.all });
      }
    },
    [qc],
  );
  useFeed([signedIn ? user.id : null], onFeed);

  if (!signedIn) return null;
  const n = count.data?.count ?? 0;
  const label = n ? `Notifications, ${n} unread` : 'Notifications';

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={label}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-primary-soft"
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {n ? (
          <span
            data-testid="bell-count"
            className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] font-bold text-white ring-2 ring-white"
          >
            {n > 99 ? '99+' : n}
          </span>
        ) : null}
      </PopoverTrigger>
      <span className="sr-only" aria-live="polite">
        {n ? `${n} unread notifications` : ''}
      </span>
      {/* Never taller or wider than the screen (issue 19: cut off on phones): the panel takes the height Radix measures
          below the bell, edge to edge on a phone, and only the list scrolls. */}
      <PopoverContent
        label="Notifications"
        className="flex max-h-[min(var(--radix-popover-content-available-height),36rem)] w-[calc(100vw-1rem)] flex-col overflow-hidden sm:w-[380px]"
      >
        <div className="flex shrink-0 items-center justify-between border-b border-line px-4 py-3">
          <h2 className="font-semibold text-ink">Notifications</h2>
          <button
            type="button"
            disabled={!n || markAll.isPending}
            onClick={() => markAll.mutate()}
            className="rounded text-sm font-semibold text-primary hover:underline disabled:text-muted disabled:no-underline"
          >
            Mark all read
          </button>
        </div>
        {list.isPending ? (
          <p className="px-4 py-6 text-center text-sm text-muted">Loading…</p>
        ) : list.isError ? (
          <p className="px-4 py-6 text-center text-sm text-danger">We couldn't load your notifications.</p>
        ) : !list.data.content.length ? (
          <p className="px-4 py-8 text-center text-sm text-muted">
            Nothing yet. Messages, offers and requests about your cars show up here.
          </p>
        ) : (
          <ul className="min-h-0 flex-1 divide-y divide-line overflow-y-auto overscroll-contain">
            {list.data.content.map((item) => {
              const body = (
                <>
                  {/* wrap-anywhere: a long word (a link, a VIN) wraps instead of running past the clipped panel edge. */}
                  <span className="flex items-start justify-between gap-2">
                    <span
                      className={`min-w-0 text-sm wrap-anywhere ${item.readAt ? 'text-ink' : 'font-semibold text-ink'}`}
                    >
                      {item.title}
                    </span>
                    {!item.readAt ? (
                      <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-primary" aria-label="unread" />
                    ) : null}
                  </span>
                  {item.body ? (
                    <span className="mt-0.5 line-clamp-2 block text-sm text-muted wrap-anywhere">{item.body}</span>
                  ) : null}
                  <span className="mt-1 block text-xs text-muted">{formatRelative(item.createdAt, now)}</span>
                </>
              );
              const onOpen = () => {
                if (!item.readAt) markOne.mutate({ id: item.id, read: true });
                close();
              };
              return (
                <li key={item.id}>
                  {item.link && item.link.startsWith('/') ? (
                    <Link
                      to={item.link}
                      onClick={onOpen}
                      className={`block px-4 py-3 hover:bg-canvas ${item.readAt ? '' : 'bg-primary-soft/40'}`}
                    >
                      {body}
                    </Link>
                  ) : (
                    <div className={`px-4 py-3 ${item.readAt ? '' : 'bg-primary-soft/40'}`}>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
