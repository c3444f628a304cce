import type { Config } from '../../config';
import { builtinIdentity } from './builtin-identity';
import type { IdentityProvider } from './identity-provider';
import { StripeIdentity } from './stripe-identity';

export * from './identity-provider';
export { builtinIdentity } from './builtin-identity';
export { StripeIdentity } from './stripe-identity';

/** Stripe Identity when its keys are set (config.identity.stripe), the built-in staff review otherwise. */
export function createIdentityProvider(config: Pick<Config, 'identity'>): IdentityProvider {
  return config.identity.stripe ? new StripeIdentity(config.identity.stripe) : builtinIdentity;
}
