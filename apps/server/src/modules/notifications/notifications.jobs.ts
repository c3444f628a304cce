import { scheduledJob } from '../../lib/queue/scheduled-job';
import { sendNotificationDigests } from './digest.job';

/** The notification email digest: once a minute across all instances (decision 015). */
export const notificationJobs = scheduledJob('notifications.digest', 'minute', sendNotificationDigests);
