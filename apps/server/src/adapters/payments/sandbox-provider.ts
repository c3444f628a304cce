import { randomBytes } from 'node:crypto';
import type { PromoCode } from '@revy/shared';
import {
  WebhookSignatureError,
  type CheckoutSessionRequest,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSession,
} from './payment-provider';

/** How long a sandbox checkout stays open, like Stripe's default of 24 hours. */
export const SANDBOX_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export type SandboxSessionRecord = {
  id: string;
  status: ProviderSession['status'];
  paymentStatus: 'paid' | 'unpaid';
  amountTotal: number;
  lastError: string | null;
  metadata: Record<string, string>;
  expiresAt: Date;
};

/** Where the sandbox keeps its sessions and promo codes (tables in modules/payments). */
export interface SandboxStore {
  insertSession(values: {
    id: string;
    userId: string | null;
    description: string;
    amountSubtotal: number;
    amountDiscount: number;
    amountTotal: number;
    currency: string;
    promoCode: string | null;
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    expiresAt: Date;
  }): Promise<SandboxSessionRecord>;
  findSession(id: string): Promise<SandboxSessionRecord | null>;
  findPromoCode(code: string): Promise<PromoCode | null>;
}

/**
 * The built-in payment provider: checkout sessions in the database, paid on the app's own page
 * /checkout/sandbox/{id} with Stripe's test card numbers. It has no webhooks: paying calls the
 * same fulfilment the Stripe webhook does (modules/payments/sandbox.service.ts).
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly store: SandboxStore) {}

  async createCheckoutSession(req: CheckoutSessionRequest): Promise<ProviderSession> {
    const id = `cs_sandbox_${randomBytes(12).toString('hex')}`;
    const row = await this.store.insertSession({
      id,
      userId: req.userId,
      description: req.description,
      amountSubtotal: req.amount,
      amountDiscount: Math.min(req.amount, req.promoDiscount),
      amountTotal: Math.max(0, req.amount - req.promoDiscount),
      currency: req.currency,
      promoCode: req.promoCode,
      successUrl: req.successUrl,
      cancelUrl: req.cancelUrl,
      metadata: { paymentId: req.paymentId, purchaseId: req.purchaseId },
      expiresAt: new Date(Date.now() + SANDBOX_SESSION_TTL_MS),
    });
    return toSession(row);
  }

  async retrieveSession(id: string): Promise<ProviderSession | null> {
    const row = await this.store.findSession(id);
    return row ? toSession(row) : null;
  }

  lookupPromoCode(code: string): Promise<PromoCode | null> {
    return this.store.findPromoCode(code);
  }

  verifyWebhook(): ProviderEvent {
    throw new WebhookSignatureError('Webhooks are not in use: payments go through the built-in sandbox');
  }

  async close(): Promise<void> {}
}

function toSession(r: SandboxSessionRecord): ProviderSession {
  // An open session past its time reads as expired, as Stripe's would.
  const expired = r.status === 'open' && r.expiresAt.getTime() <= Date.now();
  return {
    id: r.id,
    url: `/checkout/sandbox/${r.id}`,
    status: expired ? 'expired' : r.status,
    paymentStatus: r.paymentStatus,
    amountTotal: r.amountTotal,
    paymentIntentId: r.paymentStatus === 'paid' ? `pi_sandbox_${r.id.slice(-24)}` : null,
    paymentId: r.metadata.paymentId ?? null,
    lastError: r.lastError,
  };
}
