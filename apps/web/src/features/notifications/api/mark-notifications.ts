import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationApiPaths } from '../../../lib/paths';
import { notificationKeys } from './keys';

/** PUT /api/notifications/{id}/read or /unread */
export const setNotificationRead = (id: string, read: boolean) =>
  api<unknown>(read ? notificationApiPaths.read(id) : notificationApiPaths.unread(id), { method: 'PUT' });

/** PUT /api/notifications/read-all */
export const markAllNotificationsRead = () => api<unknown>(notificationApiPaths.readAll, { method: 'PUT' });

export function useSetNotificationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => setNotificationRead(id, read),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
