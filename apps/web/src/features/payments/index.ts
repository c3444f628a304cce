// The payments feature's public entry: other features and app/ import only from here.

/** Route module, loaded on demand so it ships in its own chunk. */
export const loadSandboxCheckoutPage = () => import('./components/sandbox-checkout-page');
export { BeforeYouLeavePage } from './components/before-you-leave';
export { activatePurchase } from './api/activate-purchase';
export { BulkActivatePurchasesPage } from './components/bulk-activate-page';
export { PaymentHistory } from './components/payment-history';
export { PlanStatus } from './components/plan-badge';
export { PlansPage } from './components/plans-page';
export { PaymentStep, PlanStep } from './components/publish-payment-steps';
export { listingPlanBlocker } from './lib/plans';
