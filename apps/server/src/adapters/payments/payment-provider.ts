import type { PromoCode } from '@revy/shared';

/** What the app asks the provider to charge: one line, in integer cents. */
export type CheckoutSessionRequest = {
  /** Our payment id: session metadata and the idempotency key, so a retry never makes two sessions. */
  paymentId: string;
  purchaseId: string;
  userId: string | null;
  email: string | null;
  /** The line's name (the plan). */
  description: string;
  /** Cents before the promo code: the plan's price less any upgrade credit. */
  amount: number;
  currency: string;
  /** The promo code the seller gave; the provider applies it (Stripe: discounts[].promotion_code). */
  promoCode: string | null;
  /** Cents the promo code takes off, as we worked it out (the sandbox shows it). */
  promoDiscount: number;
  successUrl: string;
  cancelUrl: string;
};

/**
 * A checkout session as the provider sees it, re-read before the app acts on anything: a
 * webhook or a return page is only ever a trigger (decision 010).
 */
export type ProviderSession = {
  id: string;
  url: string | null;
  status: 'open' | 'requires_action' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number | null;
  paymentIntentId: string | null;
  /** Our payment id, from the session's metadata. */
  paymentId: string | null;
  /** The last card problem, in words for the payer. */
  lastError: string | null;
};

/** A verified webhook event: only its id, type and the session it is about matter. */
export type ProviderEvent = { id: string; type: string; sessionId: string | null; payload: unknown };

/**
 * A card payment provider: Stripe when STRIPE_SECRET_KEY is set, the built-in sandbox
 * otherwise (config.ts). Amounts are integer cents.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  createCheckoutSession(req: CheckoutSessionRequest): Promise<ProviderSession>;
  /** The session as it is now; null when the provider does not know it. */
  retrieveSession(id: string): Promise<ProviderSession | null>;
  /** The promo code, or null when unknown or switched off; it may have expired (expiresAt). */
  lookupPromoCode(code: string): Promise<PromoCode | null>;
  /** Checks the signature over the raw body; throws WebhookSignatureError when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  close(): Promise<void>;
}

export class WebhookSignatureError extends Error {}

/** The provider did not answer, or refused the request: the seller should try again later. */
export class PaymentProviderError extends Error {}
