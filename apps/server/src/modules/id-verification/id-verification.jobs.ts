import { scheduledJob } from '../../lib/queue/scheduled-job';
import { purgeDecidedImages } from './id-verification-review.service';

/** Deletes ID photos past ID_IMAGE_RETENTION_HOURS after the decision: once a minute across all instances. */
export const idVerificationJobs = scheduledJob('id-verification.purge-images', 'minute', (ctx) =>
  purgeDecidedImages(ctx),
);
