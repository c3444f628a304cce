import Stripe from 'stripe';

/**
 * The Stripe SDK client every Stripe adapter uses (payments, Identity): two retries, a 15 s timeout, and an optional
 * base address (STRIPE_API_BASE) that points it at a local fake in tests or a self-hosted mock.
 */
export function createStripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}
