import { scheduledJob } from '../../lib/queue/scheduled-job';
import { reorderSearchProjection } from './listing-search.repo';

/** Puts the search projection back in make/model order once a night (decision 047); the run's figures stay on the job. */
export const listingSearchJobs = scheduledJob('listings.search-reorder', 'nightly', (ctx) =>
  reorderSearchProjection(ctx.db),
);
