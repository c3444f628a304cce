/*
 * Public entry of the pricing module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { pricingJobs } from './pricing.jobs';
export { pricingRoutes } from './pricing.routes';
export { computeEstimate, dealBadgesOf, getDealBadge, refreshPriceEstimates } from './pricing.service';
