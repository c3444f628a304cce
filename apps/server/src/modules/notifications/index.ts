/*
 * Public entry of the notifications module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { notificationJobs } from './notifications.jobs';
export { notificationsRoutes } from './notifications.routes';
export {
  type NotificationSink,
  type NotifyItem,
  notifyUsers,
  notifyUsersInTransaction,
  plugNotificationSink,
  readChatNotifications,
  type StoredNotice,
} from './notifications.service';
export { notificationsUserReferences } from './user-references.repo';
