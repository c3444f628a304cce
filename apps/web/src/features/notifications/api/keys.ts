/** Query keys of the notification centre. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (params: NotificationListParams) => [...notificationKeys.lists(), params] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

/** GET /api/notifications as the browser sends it. */
export type NotificationListParams = {
  query?: string;
  unread?: boolean;
  type?: string;
  all?: boolean;
  userId?: string;
  page?: number;
  size?: number;
};
