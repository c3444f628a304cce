/*
 * Public entry of the payments module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { checkoutPurchase } from './checkout.service';
export { listingPublishBlocker, purchaseRowsOfListing, purchasesOfListings } from './listing-purchases.service';
export { seedPaymentCatalog } from './payments.catalog';
export { activePlanIncludes } from './plan-features.repo';
export { listingPlanCondition } from './listing-plan-condition.repo';
export { type DemoPlan, grantDemoPlan } from './payments.demo';
export { paymentJobs } from './payments.jobs';
export { paymentsRoutes } from './payments.routes';
export { productsRoutes } from './products.routes';
export { purchasesRoutes } from './purchases.routes';
export { createPurchase } from './purchases.service';
export { sandboxStoreFor } from './sandbox.repo';
export { paymentsUserReferences } from './user-references.repo';
export { countUnactivatedPurchases, unactivatedPurchasesPage } from './concierge-queue.repo';
