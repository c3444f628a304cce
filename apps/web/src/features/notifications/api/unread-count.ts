import { UnreadCountSchema } from '@revy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationApiPaths } from '../../../lib/paths';
import { notificationKeys } from './keys';

/** GET /api/notifications/unread-count */
export const fetchUnreadCount = (signal?: AbortSignal) =>
  api(notificationApiPaths.unreadCount, { signal, schema: import.meta.env.DEV ? UnreadCountSchema : undefined });

export const unreadCountQuery = () =>
  queryOptions({ queryKey: notificationKeys.unreadCount(), queryFn: ({ signal }) => fetchUnreadCount(signal) });

export function useUnreadCount(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadCountQuery(), enabled: opts.enabled ?? true });
}
