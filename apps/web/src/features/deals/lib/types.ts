// The deal room's types come from the shared schemas (the server's DealView and friends); these
// names are what the feature calls them.
export type {
  DealActor,
  DealAuth,
  DealBuyer,
  DealParty as DealRole,
  DealPaymentMethod as PaymentMethod,
  DealStep,
  DealStepKey,
  DealView,
} from '@revy/shared';
