import Stripe from 'stripe';
import type { PromoCode } from '@revy/shared';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutSessionRequest,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSession,
} from './payment-provider';
import { createStripeClient } from '../../lib/stripe-client';

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a self-hosted mock, the tests' fake server); api.stripe.com otherwise. */
  apiBase?: string | undefined;
};

/**
 * Stripe Checkout in payment mode: one line with price_data (the plan's name and what is due
 * before the promo code), the promo code as discounts[].promotion_code, our payment id in the
 * metadata. Webhooks are verified on the raw body with the endpoint's signing secret.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly opts: StripeOptions) {
    this.stripe = createStripeClient(opts.secretKey, opts.apiBase);
  }

  async createCheckoutSession(req: CheckoutSessionRequest): Promise<ProviderSession> {
    const promotionCode = req.promoCode ? await this.findPromotionCode(req.promoCode) : null;
    if (req.promoCode && !promotionCode)
      throw new PaymentProviderError(`Stripe does not know the promo code ${req.promoCode}`);
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: req.currency, unit_amount: req.amount, product_data: { name: req.description } },
            },
          ],
          ...(promotionCode ? { discounts: [{ promotion_code: promotionCode.id }] } : {}),
          client_reference_id: req.paymentId,
          ...(req.email ? { customer_email: req.email } : {}),
          metadata: { paymentId: req.paymentId, purchaseId: req.purchaseId },
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
        },
        { idempotencyKey: `revy-checkout-${req.paymentId}` },
      ),
    );
    return toSession(session);
  }

  async retrieveSession(id: string): Promise<ProviderSession | null> {
    try {
      return toSession(await this.stripe.checkout.sessions.retrieve(id));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw new PaymentProviderError('Stripe did not answer', { cause: err });
    }
  }

  async lookupPromoCode(code: string): Promise<PromoCode | null> {
    const found = await this.findPromotionCode(code);
    if (!found) return null;
    const coupon =
      typeof found.promotion.coupon === 'string'
        ? await this.call(() => this.stripe.coupons.retrieve(found.promotion.coupon as string))
        : found.promotion.coupon;
    if (!coupon || !coupon.valid) return null;
    return {
      code: found.code,
      description: coupon.name ?? null,
      percentOff: coupon.percent_off ?? null,
      amountOff: coupon.percent_off ? null : (coupon.amount_off ?? null),
      productIds: coupon.applies_to?.products ?? [],
      expiresAt: found.expires_at ? new Date(found.expires_at * 1000).toISOString() : null,
    };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.opts.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'The webhook signature does not match');
    }
    const object = (event.data?.object ?? {}) as { object?: string; id?: string };
    return {
      id: event.id,
      type: event.type,
      sessionId: object.object === 'checkout.session' ? (object.id ?? null) : null,
      payload: event,
    };
  }

  async close(): Promise<void> {}

  private async findPromotionCode(code: string): Promise<Stripe.PromotionCode | null> {
    const list = await this.call(() =>
      this.stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ['data.promotion.coupon'] }),
    );
    return list.data[0] ?? null;
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw new PaymentProviderError('Stripe refused or did not answer the request', { cause: err });
    }
  }
}

function toSession(s: Stripe.Checkout.Session): ProviderSession {
  const status: ProviderSession['status'] =
    s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open';
  const intent = typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null);
  return {
    id: s.id,
    url: s.url ?? null,
    status,
    paymentStatus:
      s.payment_status === 'paid'
        ? 'paid'
        : s.payment_status === 'no_payment_required'
          ? 'no_payment_required'
          : 'unpaid',
    amountTotal: s.amount_total ?? null,
    paymentIntentId: intent,
    paymentId: s.metadata?.paymentId ?? s.client_reference_id ?? null,
    lastError: null,
  };
}
