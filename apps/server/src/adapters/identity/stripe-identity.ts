import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import {
  IdentityProviderError,
  IdentityWebhookError,
  type IdentityEvent,
  type IdentityProvider,
  type IdentitySession,
  type IdentitySessionRequest,
} from './identity-provider';
import { createStripeClient } from '../../lib/stripe-client';

/**
 * Stripe Identity: a VerificationSession of type `document` with a matching selfie, our verification id in the
 * metadata; the person completes it on Stripe's hosted page (`url`) or with Stripe.js (`client_secret`). Webhooks are
 * verified on the raw body with the Identity endpoint's own signing secret.
 */
export class StripeIdentity implements IdentityProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly opts: StripeConfig) {
    this.stripe = createStripeClient(opts.secretKey, opts.apiBase);
  }

  async createSession(req: IdentitySessionRequest): Promise<IdentitySession> {
    try {
      const session = await this.stripe.identity.verificationSessions.create(
        {
          type: 'document',
          options: { document: { require_matching_selfie: true } },
          client_reference_id: req.verificationId,
          metadata: { verificationId: req.verificationId, userId: req.userId },
          ...(req.email ? { provided_details: { email: req.email } } : {}),
          return_url: req.returnUrl,
        },
        { idempotencyKey: `revy-identity-${req.verificationId}` },
      );
      return toSession(session);
    } catch (err) {
      throw new IdentityProviderError('Stripe Identity refused or did not answer', { cause: err });
    }
  }

  async retrieveSession(id: string): Promise<IdentitySession | null> {
    try {
      return toSession(await this.stripe.identity.verificationSessions.retrieve(id));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw new IdentityProviderError('Stripe Identity did not answer', { cause: err });
    }
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): IdentityEvent {
    if (!signature) throw new IdentityWebhookError('The Stripe-Signature header is missing');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.opts.webhookSecret);
    } catch (err) {
      throw new IdentityWebhookError(err instanceof Error ? err.message : 'The webhook signature does not match');
    }
    const object = (event.data?.object ?? {}) as { object?: string; id?: string };
    return {
      id: event.id,
      type: event.type,
      sessionId: object.object === 'identity.verification_session' ? (object.id ?? null) : null,
    };
  }
}

function toSession(s: Stripe.Identity.VerificationSession): IdentitySession {
  return {
    id: s.id,
    // Stripe may add statuses; an unknown one is treated as still waiting on the person.
    status: (['requires_input', 'processing', 'verified', 'canceled'] as const).includes(s.status as never)
      ? (s.status as IdentitySession['status'])
      : 'requires_input',
    url: s.url ?? null,
    clientSecret: s.client_secret ?? null,
    verificationId: s.metadata?.verificationId ?? s.client_reference_id ?? null,
    lastError: s.last_error?.reason ?? null,
    lastErrorCode: s.last_error?.code ?? null,
  };
}
