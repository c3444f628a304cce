import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CreateTransactionRequest,
  type ProviderTransaction,
  type TitleTransferEvent,
  type TitleTransferService,
  TitleTransferError,
  WebhookSignatureError,
} from './title-transfer';

/*
 * KeySavvy (keysavvy.com: escrow, loan payoff and title paperwork for private-party car sales). KeySavvy publishes
 * no partner API reference, so this client is the integration point, kept small and written down in decision 042:
 *
 *   POST {KEYSAVVY_API_URL}/v1/transactions          create (Idempotency-Key: our deal id) -> Transaction
 *   GET  {KEYSAVVY_API_URL}/v1/transactions/{id}     re-read                                -> Transaction
 *   POST {KEYSAVVY_API_URL}/v1/transactions/{id}/cancel { reason }
 *   Authorization: Bearer {KEYSAVVY_API_KEY}; Transaction = { id, status, url }
 *
 * Webhooks (POST /v1/webhooks/keysavvy) carry `KeySavvy-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" with KEYSAVVY_WEBHOOK_SECRET>` and a body { id, type, data: { transactionId } }. The event is only
 * a trigger: the transaction is re-read, so replays and out-of-order events change nothing wrong. When KeySavvy's
 * real partner contract differs, only this file changes.
 */

export type KeySavvyOptions = { apiUrl: string; apiKey: string; webhookSecret: string; timeoutMs?: number };

/** KeySavvy's statuses in their order; anything unknown is shown as given and counts as nothing done. */
const PAID = new Set(['payment_received', 'transfer_approved', 'title_received', 'payout_sent', 'completed']);
const TITLED = new Set(['title_received', 'payout_sent', 'completed']);
/** A signature older than this is refused (a replayed capture), as Stripe does. */
const SIGNATURE_TOLERANCE_S = 300;

type Transaction = { id?: unknown; status?: unknown; url?: unknown };

function toTransaction(body: Transaction): ProviderTransaction {
  if (typeof body.id !== 'string' || typeof body.status !== 'string')
    throw new TitleTransferError('KeySavvy answered without a transaction id and status');
  const status = body.status;
  return {
    id: body.id,
    status,
    url: typeof body.url === 'string' && /^https?:\/\//.test(body.url) ? body.url : null,
    paymentDone: PAID.has(status),
    titleDone: TITLED.has(status),
    cancelled: status === 'cancelled',
  };
}

export class KeySavvyTitleTransfer implements TitleTransferService {
  readonly name = 'keysavvy' as const;
  private readonly base: string;

  constructor(private readonly opts: KeySavvyOptions) {
    this.base = opts.apiUrl.replace(/\/$/, '');
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object, idempotencyKey?: string) {
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.opts.apiKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new TitleTransferError(`KeySavvy did not answer: ${err instanceof Error ? err.message : String(err)}`);
    }
    return res;
  }

  async createTransaction(req: CreateTransactionRequest): Promise<ProviderTransaction> {
    const res = await this.call(
      'POST',
      '/v1/transactions',
      {
        externalId: req.dealId,
        listingId: req.listingId,
        price: { amount: req.price, currency: 'USD' },
        state: req.state,
        vehicle: req.vehicle,
        seller: req.seller,
        buyer: req.buyer,
      },
      req.dealId,
    );
    if (!res.ok) throw new TitleTransferError(`KeySavvy refused the transaction (${res.status})`);
    return toTransaction((await res.json()) as Transaction);
  }

  async getTransaction(id: string): Promise<ProviderTransaction | null> {
    const res = await this.call('GET', `/v1/transactions/${encodeURIComponent(id)}`);
    if (res.status === 404) return null;
    if (!res.ok) throw new TitleTransferError(`KeySavvy could not read the transaction (${res.status})`);
    return toTransaction((await res.json()) as Transaction);
  }

  async cancelTransaction(id: string, reason: string): Promise<void> {
    const res = await this.call('POST', `/v1/transactions/${encodeURIComponent(id)}/cancel`, { reason });
    if (!res.ok && res.status !== 404 && res.status !== 409)
      throw new TitleTransferError(`KeySavvy could not cancel the transaction (${res.status})`);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined, now = Date.now()): TitleTransferEvent {
    if (!signature) throw new WebhookSignatureError('no KeySavvy-Signature header');
    const parts = new Map(
      signature.split(',').map((p) => {
        const i = p.indexOf('=');
        return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
      }),
    );
    const t = Number(parts.get('t'));
    const v1 = parts.get('v1') ?? '';
    if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) throw new WebhookSignatureError('malformed signature');
    if (Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_S) throw new WebhookSignatureError('signature too old');
    const expected = createHmac('sha256', this.opts.webhookSecret).update(`${t}.`).update(rawBody).digest();
    if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) throw new WebhookSignatureError('signature mismatch');
    let body: { id?: unknown; type?: unknown; data?: { transactionId?: unknown } };
    try {
      body = JSON.parse(rawBody.toString('utf8')) as typeof body;
    } catch {
      throw new WebhookSignatureError('the body is not JSON');
    }
    if (typeof body.id !== 'string' || typeof body.type !== 'string')
      throw new WebhookSignatureError('the event has no id or type');
    const tx = body.data?.transactionId;
    return { id: body.id, type: body.type, transactionId: typeof tx === 'string' ? tx : null };
  }
}

/** Signs a webhook body the way KeySavvy does (the tests' fake server). */
export function signKeySavvyWebhook(secret: string, rawBody: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
}
