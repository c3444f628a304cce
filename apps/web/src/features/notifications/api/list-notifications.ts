import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationSchema, pageSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { notificationApiPaths } from '../../../lib/paths';
import { notificationKeys, type NotificationListParams } from './keys';

const NotificationPageSchema = pageSchema(NotificationSchema);

/** GET /api/notifications: newest first; staff may ask for `all` users. */
export const fetchNotifications = (params: NotificationListParams, signal?: AbortSignal) =>
  api(notificationApiPaths.root, {
    query: params,
    signal,
    schema: import.meta.env.DEV ? NotificationPageSchema : undefined,
  });

export const notificationsQuery = (params: NotificationListParams) =>
  queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => fetchNotifications(params, signal),
    placeholderData: keepPreviousData,
  });

export function useNotifications(params: NotificationListParams, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQuery(params), enabled: opts.enabled ?? true });
}
