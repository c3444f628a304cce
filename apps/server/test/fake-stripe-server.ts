import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type FakeSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  mode: string;
  /** What the app sent, flattened form keys (line_items[0][price_data][unit_amount] ...). */
  params: Record<string, string>;
};

export type FakePromotionCode = {
  code: string;
  percentOff?: number;
  amountOff?: number;
  products?: string[];
  expiresAt?: number;
};

/**
 * A stand-in for the three Stripe calls the app makes, on 127.0.0.1: POST /v1/checkout/sessions,
 * GET /v1/checkout/sessions/{id} and GET /v1/promotion_codes?code=&active=true. Sessions live in
 * memory; pay() and expire() change them as a payer or Stripe would. Every request is counted.
 */
export async function startFakeStripeServer(opts: { promotionCodes?: FakePromotionCode[] } = {}) {
  const sessions = new Map<string, FakeSession>();
  const requests: { method: string; path: string }[] = [];
  const state = { failWith: 0 };
  const promos = opts.promotionCodes ?? [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? '', path: url.pathname });
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (state.failWith) return send(state.failWith, { error: { type: 'api_error', message: 'fake outage' } });
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const params = Object.fromEntries(new URLSearchParams(body));
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const subtotal = Number(params['line_items[0][price_data][unit_amount]'] ?? 0);
        const promo = promos.find((p) => `promo_${p.code}` === params['discounts[0][promotion_code]']);
        const off = promo
          ? promo.percentOff
            ? Math.round((subtotal * promo.percentOff) / 100)
            : (promo.amountOff ?? 0)
          : 0;
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(params)) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_subtotal: subtotal,
          amount_total: Math.max(0, subtotal - off),
          currency: params['line_items[0][price_data][currency]'] ?? 'usd',
          payment_intent: null,
          client_reference_id: params.client_reference_id ?? null,
          metadata,
          success_url: params.success_url ?? '',
          cancel_url: params.cancel_url ?? '',
          mode: params.mode ?? '',
          params,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && m) {
        const s = sessions.get(m[1]!);
        return s
          ? send(200, s)
          : send(404, {
              error: { type: 'invalid_request_error', message: 'No such checkout.session', code: 'resource_missing' },
            });
      }
      if (req.method === 'GET' && url.pathname === '/v1/promotion_codes') {
        const code = (url.searchParams.get('code') ?? '').toLowerCase();
        const data = promos
          .filter((p) => p.code.toLowerCase() === code && (!p.expiresAt || p.expiresAt * 1000 > Date.now()))
          .map((p) => ({
            id: `promo_${p.code}`,
            object: 'promotion_code',
            code: p.code,
            active: true,
            expires_at: p.expiresAt ?? null,
            promotion: {
              type: 'coupon',
              coupon: {
                id: `co_${p.code}`,
                object: 'coupon',
                valid: true,
                name: `${p.code} coupon`,
                percent_off: p.percentOff ?? null,
                amount_off: p.amountOff ?? null,
                applies_to: p.products ? { products: p.products } : undefined,
              },
            },
          }));
        return send(200, { object: 'list', data, has_more: false, url: '/v1/promotion_codes' });
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `fake Stripe has no ${req.method} ${url.pathname}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    state,
    /** The payer paid: complete and paid, with a payment intent. */
    pay(id: string) {
      const s = sessions.get(id)!;
      Object.assign(s, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_test_${randomBytes(8).toString('hex')}`,
      });
      return s;
    },
    expire(id: string) {
      const s = sessions.get(id)!;
      Object.assign(s, { status: 'expired' });
      return s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe('sk_test_signer');

/** A Stripe event about a session, with its body and a Stripe-Signature header made with `secret`. */
export function signedEvent(
  secret: string,
  type: string,
  session: object,
  eventId = `evt_${randomBytes(10).toString('hex')}`,
) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return { eventId, payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
