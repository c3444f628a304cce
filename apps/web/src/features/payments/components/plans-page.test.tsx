import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeListing } from '../../../test/draft-listing.fixture';
import { GarageSectionPage } from '../../garage';
import { makeListingProducts, makePayment, makePurchase, PROMOS } from '../../../test/payment.fixture';

afterEach(() => vi.unstubAllGlobals());

const render = (listing: ReturnType<typeof makeListing>, products = makeListingProducts()) => {
  const fetchMock = mockFetch({
    [`GET /v1/listing/${listing.id}`]: { body: listing },
    [`GET /v1/product/listing/${listing.id}`]: { body: products },
    'GET /v1/purchase/promo-code/WELCOME20': { body: PROMOS.WELCOME20 },
    'GET /v1/purchase/promo-code/PRO50': { body: PROMOS.PRO50 },
    'GET /v1/purchase/promo-code/BOGUS': errorReply(404, 'NOT_FOUND', 'Promo code not found'),
  });
  return {
    fetchMock,
    ...renderPage(<GarageSectionPage section="plans" />, {
      path: `/my-garage/${listing.id}/plans`,
      route: '/my-garage/:listingId/plans',
    }),
  };
};

const card = (name: string) => screen.getByRole('article', { name });

describe('PlansPage', () => {
  it('shows the three plans with tier, price, trial, what is included and the popular mark', async () => {
    const listing = makeListing();
    render(listing);
    const plans = await screen.findByRole('list', { name: 'Plans' });
    expect(
      within(plans)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Starter', 'Pro', 'Premium']);
    const pro = card('Pro');
    expect(within(pro).getByText('Most popular')).toBeTruthy();
    expect(within(pro).getByText('$99')).toBeTruthy();
    expect(within(pro).getByText('3-day free trial, pay later')).toBeTruthy();
    expect(within(pro).getByText('Revy AI answers buyers for you, day and night')).toBeTruthy();
    expect(within(card('Premium')).getByText('Listed until your car sells')).toBeTruthy();
    expect(within(card('Starter')).getByText('Photos and description by Revy')).toBeTruthy();
    // No plan yet: each card chooses, through the plan step.
    expect(within(pro).getByRole('link', { name: 'Choose Pro for $99' }).getAttribute('href')).toBe(
      `/my-garage/${listing.id}/publish/plan?plan=prod_revy_pro`,
    );
  });

  it('marks the current plan and offers upgrades and downgrades with what they cost', async () => {
    const paid = makePayment({ status: 'succeeded', amount: 9900 });
    const listing = makeListing({
      purchases: [makePurchase({ status: 'ACTIVE', startAt: new Date().toISOString(), payment: paid })],
    });
    render(listing, makeListingProducts('prod_revy_pro'));
    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('Current plan')).toBeTruthy();
    expect(within(pro).getByText('Your current plan')).toBeTruthy();
    expect(within(pro).queryByRole('link')).toBeNull();
    // What Pro was paid is credited, as the server does (discountAmount): $199 - $99.
    const up = within(card('Premium')).getByRole('link', { name: 'Upgrade to Premium for $100' });
    expect(up.textContent).toBe('Upgrade · $100');
    expect(up.getAttribute('href')).toBe(`/my-garage/${listing.id}/publish/payment?plan=prod_revy_premium`);
    expect(within(card('Premium')).getByText('$99 credit from your Pro plan')).toBeTruthy();
    expect(within(card('Starter')).getByRole('link', { name: 'Downgrade to Starter for $0' })).toBeTruthy();
    expect(screen.getByText('Pro plan')).toBeTruthy();
    expect(screen.getByText('14 days remaining')).toBeTruthy();
  });

  it('checks a promo code as it is typed and applies it to the prices', async () => {
    const listing = makeListing();
    const { fetchMock } = render(listing);
    await screen.findByRole('list', { name: 'Plans' });
    const user = userEvent.setup();
    const field = screen.getByLabelText(/Promo code/);
    await user.type(field, 'welcome20');
    expect(await screen.findByText('20% off — you save $19.80 on Pro')).toBeTruthy();
    expect(within(card('Pro')).getByText('$79.20')).toBeTruthy();
    expect(within(card('Starter')).getByText('$39.20')).toBeTruthy();
    expect(within(card('Pro')).getByRole('link', { name: 'Choose Pro for $79.20' }).getAttribute('href')).toBe(
      `/my-garage/${listing.id}/publish/plan?plan=prod_revy_pro&promo=WELCOME20`,
    );
    // Debounced: one look-up for the whole word, not one per letter.
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/promo-code/')).map(([url]) => String(url)),
    ).toEqual(['/v1/purchase/promo-code/WELCOME20']);

    await user.clear(field);
    await user.type(field, 'BOGUS');
    expect(await screen.findByText('BOGUS is not a valid promo code')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(card('Pro')).getByText('$99')).toBeTruthy();
  });

  it('says which plan a plan-only code applies to, and leaves the others at full price', async () => {
    render(makeListing());
    await screen.findByRole('list', { name: 'Plans' });
    await userEvent.setup().type(screen.getByLabelText(/Promo code/), 'PRO50');
    expect(await screen.findByText('50% off — you save $49.50 on Pro')).toBeTruthy();
    expect(within(card('Pro')).getByText('$49.50')).toBeTruthy();
    expect(within(card('Premium')).getByText('$199')).toBeTruthy();
  });
});
