import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockFetch } from '../../../test/render';
import { makePayment, makePurchase } from '../../../test/payment.fixture';
import { checkoutPurchase } from './checkout';

afterEach(() => vi.unstubAllGlobals());

const errorBodyOf = (message: string) => errorReply(409, 'CONFLICT', message).body as Record<string, unknown>;

describe('checkoutPurchase', () => {
  it('goes on to the checkout already open when the server answers 409 with it (one page to pay, never two)', async () => {
    const open = makePayment({ id: 'pay_1', status: 'pending', checkoutUrl: '/checkout/sandbox/sess_1' });
    mockFetch({
      'POST /v1/purchase/pur_1/checkout': {
        status: 409,
        body: { ...errorBodyOf('A checkout for this plan is already open'), payment: open },
      },
      'GET /v1/purchase/pur_1': { body: makePurchase({ id: 'pur_1' }) },
    });
    const r = await checkoutPurchase({ purchaseId: 'pur_1', input: {} });
    expect(r.url).toBe('/checkout/sandbox/sess_1');
    expect(r.payment?.id).toBe('pay_1');
    expect(r.purchase.id).toBe('pur_1');
  });

  it('keeps a 409 for a plan already paid as an error the page shows', async () => {
    const paid = makePayment({ status: 'succeeded', checkoutUrl: '/checkout/sandbox/sess_1' });
    mockFetch({
      'POST /v1/purchase/pur_1/checkout': {
        status: 409,
        body: { ...errorBodyOf('This plan is already paid for'), payment: paid },
      },
    });
    await expect(checkoutPurchase({ purchaseId: 'pur_1', input: {} })).rejects.toMatchObject({
      status: 409,
      message: 'This plan is already paid for',
    });
  });
});
