import { scheduledJob } from '../../lib/queue/scheduled-job';
import { expireStaleOffers } from './offers.service';

/** Expires unanswered offers once a minute across all instances (decision 015). */
export const chatJobs = scheduledJob('chats.expire-offers', 'minute', expireStaleOffers);
