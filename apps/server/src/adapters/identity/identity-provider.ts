/** What the app asks the identity provider for: one check of one person. */
export type IdentitySessionRequest = {
  /** Our verification id: session metadata and the idempotency key, so a retry never makes two sessions. */
  verificationId: string;
  userId: string;
  email: string | null;
  /** Where the provider's hosted page sends the person back. */
  returnUrl: string;
};

/**
 * A check as the provider sees it, re-read before the app acts: a webhook is only a trigger. Statuses are Stripe
 * Identity's VerificationSession statuses.
 */
export type IdentitySession = {
  id: string;
  status: 'requires_input' | 'processing' | 'verified' | 'canceled';
  /** The hosted verification page (while the session is open). */
  url: string | null;
  /** For Stripe.js's verifyIdentity in the browser; only on creation. */
  clientSecret: string | null;
  /** Our verification id, from the session's metadata. */
  verificationId: string | null;
  /** Why the last attempt failed (requires_input after an attempt), in words for the person. */
  lastError: string | null;
  lastErrorCode: string | null;
};

/** A verified webhook event: its id, type and the session it is about. */
export type IdentityEvent = { id: string; type: string; sessionId: string | null };

/**
 * Who checks identities (issue 18, decision 040): Stripe Identity when STRIPE_SECRET_KEY and
 * STRIPE_IDENTITY_WEBHOOK_SECRET are set; the built-in review otherwise, where the person sends photos and staff
 * decide (so `createSession` answers null: there is no outside session).
 */
export interface IdentityProvider {
  readonly name: 'stripe' | 'builtin';
  createSession(req: IdentitySessionRequest): Promise<IdentitySession | null>;
  /** The session as it is now; null when the provider does not know it. */
  retrieveSession(id: string): Promise<IdentitySession | null>;
  /** Checks the signature over the raw body; throws IdentityWebhookError when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): IdentityEvent;
}

export class IdentityWebhookError extends Error {}

/** The provider refused or did not answer: the person should try again later. */
export class IdentityProviderError extends Error {}
