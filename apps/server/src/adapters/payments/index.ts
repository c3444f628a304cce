import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider, type SandboxStore } from './sandbox-provider';
import { StripePaymentProvider } from './stripe-provider';

export * from './payment-provider';
export {
  SandboxPaymentProvider,
  SANDBOX_SESSION_TTL_MS,
  type SandboxStore,
  type SandboxSessionRecord,
} from './sandbox-provider';
export { StripePaymentProvider, type StripeOptions } from './stripe-provider';

/** Stripe when STRIPE_SECRET_KEY is set, the built-in sandbox checkout otherwise. */
export function createPaymentProvider(config: Pick<Config, 'stripe'>, sandboxStore: SandboxStore): PaymentProvider {
  if (config.stripe) return new StripePaymentProvider(config.stripe);
  return new SandboxPaymentProvider(sandboxStore);
}
