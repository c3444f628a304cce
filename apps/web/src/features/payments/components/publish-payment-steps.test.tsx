import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { makeListing } from '../../../test/draft-listing.fixture';
import { GarageSectionPage } from '../../garage';
import { makeListingProducts, makePayment, makePurchase, PROMOS } from '../../../test/payment.fixture';

afterEach(() => vi.unstubAllGlobals());

const listing = makeListing({ photoCount: 3 });
const base = `/my-garage/${listing.id}`;
const seller = makeUser({ id: listing.sellerId });

const renderPublish = (step: string) =>
  renderPage(<GarageSectionPage section="publish" />, {
    path: `${base}/publish/${step}`,
    route: '/my-garage/:listingId/publish/:step',
  });
const common = (l = listing) => ({
  'GET /v1/user/current': { body: seller },
  [`GET /v1/listing/${l.id}`]: { body: l },
  [`GET /v1/product/listing/${l.id}`]: { body: makeListingProducts() },
  'GET /v1/purchase/promo-code/WELCOME20': { body: PROMOS.WELCOME20 },
});
const bodyOf = (fn: ReturnType<typeof mockFetch>, method: string, path: string) => {
  const call = fn.mock.calls.find(([url, init]) => (init?.method ?? 'GET') === method && String(url) === path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('publish flow: plan step', () => {
  it('goes from review to the plan step when the listing has no plan', async () => {
    mockFetch(common());
    const { router } = renderPublish('review');
    expect(screen.queryByText('Publish')).toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/publish/plan`));
    // Focus moves to the new step's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose a plan' })));
  });

  it('skips the plan step for a listing whose plan is active', async () => {
    const paid = makeListing({
      photoCount: 3,
      purchases: [makePurchase({ status: 'ACTIVE', startAt: new Date().toISOString() })],
    });
    mockFetch(common(paid));
    const { router } = renderPublish('review');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/publish/publish`));
  });

  it('chooses Pro with a promo code and the free trial, then continues to payment', async () => {
    mockFetch(common());
    const { router } = renderPublish('plan');
    const user = userEvent.setup();
    const plans = await screen.findByRole('list', { name: 'Plans' });
    // The popular plan is chosen to begin with.
    expect((within(plans).getByRole('radio', { name: 'Pro' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(plans).getByRole('radio', { name: 'Premium' }));
    await user.click(within(plans).getByRole('radio', { name: 'Pro' }));
    await user.type(screen.getByLabelText(/Promo code/), 'WELCOME20');
    expect(await screen.findByText('20% off — you save $19.80')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Pay \$79\.20 now/ })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Start the 3-day free trial/ }));
    await user.click(screen.getByRole('button', { name: 'Continue with Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/publish/payment`));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      plan: 'prod_revy_pro',
      promo: 'WELCOME20',
      trial: '1',
    });
  });
});

describe('publish flow: payment step', () => {
  it('creates the purchase, opens its checkout and sends the browser to pay', async () => {
    const fetchMock = mockFetch({
      ...common(),
      [`POST /v1/purchase/listing/${listing.id}`]: {
        body: makePurchase({ stripePromoCode: 'WELCOME20', stripeDiscount: 1980, totalDue: 7920 }),
      },
      'POST /v1/purchase/pur_1/checkout': {
        body: { purchase: makePurchase(), payment: makePayment(), url: '/checkout/sandbox/sess_1' },
      },
    });
    const { router } = renderPublish('payment?plan=prod_revy_pro&promo=WELCOME20');
    expect(await screen.findByText('Promo WELCOME20')).toBeTruthy();
    expect(screen.getByText('−$19.80')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay $79.20' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/sandbox/sess_1'));
    expect(bodyOf(fetchMock, 'POST', `/v1/purchase/listing/${listing.id}`)).toEqual({
      stripeProductId: 'prod_revy_pro',
      stripePromoCode: 'WELCOME20',
      publish: true,
    });
    expect(bodyOf(fetchMock, 'POST', '/v1/purchase/pur_1/checkout')).toEqual({ returnPath: `${base}/publish/payment` });
  });

  it('credits what the current plan was paid when upgrading', async () => {
    const onPro = makeListing({
      photoCount: 3,
      status: 'published',
      purchases: [
        makePurchase({
          status: 'ACTIVE',
          startAt: new Date().toISOString(),
          payment: makePayment({ status: 'succeeded', amount: 9900 }),
        }),
      ],
    });
    mockFetch(common(onPro));
    renderPublish('payment?plan=prod_revy_premium');
    expect(await screen.findByRole('heading', { name: 'Change to Premium' })).toBeTruthy();
    expect(screen.getByText('Credit from your Pro plan')).toBeTruthy();
    expect(screen.getByText('−$99')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $100' })).toBeTruthy();
  });

  it('starts a trial with nothing to pay and goes straight to done', async () => {
    const fetchMock = mockFetch({
      ...common(),
      [`POST /v1/purchase/listing/${listing.id}`]: { body: makePurchase() },
      'POST /v1/purchase/pur_1/checkout': {
        body: { purchase: makePurchase({ status: 'ACTIVE', paymentDue: true }), payment: null, url: null },
      },
    });
    const { router } = renderPublish('payment?plan=prod_revy_pro&trial=1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start free trial and publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/publish/done`));
    expect(bodyOf(fetchMock, 'POST', '/v1/purchase/pur_1/checkout')).toEqual({
      trial: true,
      returnPath: `${base}/publish/payment`,
    });
  });

  it("shows the server's word on a promo code it refuses", async () => {
    mockFetch({
      ...common(),
      [`POST /v1/purchase/listing/${listing.id}`]: errorReply(400, 'VALIDATION_FAILED', 'Invalid', {
        stripePromoCode: 'WELCOME20 has expired',
      }),
    });
    renderPublish('payment?plan=prod_revy_pro&promo=WELCOME20');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay $79.20' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('WELCOME20 has expired');
    expect(within(alert).getByRole('link', { name: 'Change plan or code' })).toBeTruthy();
  });

  it('says the card was declined when the payment failed, and offers another card', async () => {
    const fetchMock = mockFetch({
      ...common(),
      'GET /v1/payment/pay_1/check': {
        body: makePayment({ status: 'failed', failureMessage: 'Your card was declined.' }),
      },
      'POST /v1/purchase/pur_1/checkout': {
        body: { purchase: makePurchase(), payment: makePayment({ id: 'pay_2' }), url: '/checkout/sandbox/sess_2' },
      },
    });
    const { router } = renderPublish('payment?payment=pay_1');
    expect(await screen.findByRole('heading', { name: "Your payment didn't go through" })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect(screen.getByText(/your listing is not published yet/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try another card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/sandbox/sess_2'));
    expect(bodyOf(fetchMock, 'POST', '/v1/purchase/pur_1/checkout')).toEqual({ returnPath: `${base}/publish/payment` });
  });

  it('explains an abandoned checkout and offers to return to it', async () => {
    mockFetch({
      ...common(),
      'GET /v1/payment/pay_1/check': {
        body: makePayment({ status: 'cancelled', failureMessage: 'You left the checkout' }),
      },
    });
    renderPublish('payment?payment=pay_1');
    expect(
      await screen.findByText('You left checkout before paying — your listing is not published yet.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to checkout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another plan' }).getAttribute('href')).toBe(`${base}/publish/plan`);
  });

  it('shows progress while the payment settles, then the live car with its publish window', async () => {
    let calls = 0;
    const live = makeListing({
      photoCount: 3,
      status: 'published',
      purchases: [makePurchase({ status: 'ACTIVE', startAt: new Date().toISOString() })],
    });
    let current = listing;
    mockFetch({
      ...common(),
      [`GET /v1/listing/${listing.id}`]: () => ({ body: current }),
      'GET /v1/payment/pay_1/check': () => {
        calls++;
        if (calls > 1) current = live;
        return { body: makePayment({ status: calls > 1 ? 'succeeded' : 'pending' }) };
      },
    });
    const { router } = renderPublish('payment?payment=pay_1');
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/publish/done`), { timeout: 4000 });
    expect(await screen.findByRole('heading', { name: 'Your car is live' })).toBeTruthy();
    expect(await screen.findByText('14 days remaining')).toBeTruthy();
    // The progress still tells the path taken: review, plan, payment, done.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 4 of 4: Done');
    expect(screen.getByText('Payment')).toBeTruthy();
  });

  it('asks for a plan when publishing answers 402 PAYMENT_REQUIRED', async () => {
    mockFetch({
      ...common(),
      [`PATCH /v1/listing/${listing.id}`]: errorReply(
        402,
        'PAYMENT_REQUIRED',
        'Choose a plan to publish your listing.',
      ),
    });
    renderPublish('publish');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Publish now' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Choose a plan to publish your listing.');
    expect(within(alert).getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      `${base}/publish/plan`,
    );
  });
});
