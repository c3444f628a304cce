import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeDeal } from '../../../test/deal.fixture';
import { StartDealDialog } from './start-deal-dialog';

afterEach(() => vi.unstubAllGlobals());

const LISTING = '00000000-0000-7000-8000-00000000ca71';
const buyers = [
  {
    buyerId: '00000000-0000-7000-8000-0000000000b1',
    displayName: 'Bea B.',
    isIdVerified: true,
    chatId: 'c1',
    offer: 1_200_000,
    offerStatus: 'accepted',
    lastMessageAt: '2030-03-01T10:00:00.000Z',
  },
  {
    buyerId: '00000000-0000-7000-8000-0000000000b2',
    displayName: 'Cy C.',
    isIdVerified: false,
    chatId: 'c2',
    offer: null,
    offerStatus: null,
    lastMessageAt: null,
  },
];

describe('StartDealDialog (the buyer chooser)', () => {
  it('lists the buyers with their offer and verified badge, starts the deal with the chosen one and opens the room', async () => {
    const bodies: unknown[] = [];
    const deal = makeDeal();
    mockFetch({
      [`GET /v1/keysavvy/listing/${LISTING}/buyers`]: { body: { content: buyers } },
      'POST /v1/keysavvy/transaction/seller-initiate': (body) => {
        bodies.push(body);
        return { body: deal };
      },
    });
    renderPage(<StartDealDialog listingId={LISTING} open onClose={() => undefined} listingPrice={1_300_000} />);
    const dialog = screen.getByRole('dialog', { name: 'Start the deal' });
    const bea = await within(dialog).findByRole('radio', { name: /Bea B\./ });
    expect(bea.closest('label')!.textContent).toMatch(/ID verified/);
    expect(bea.closest('label')!.textContent).toMatch(/Offer \$12,000 · accepted/);
    const cy = within(dialog).getByRole('radio', { name: /Cy C\./ });
    expect(cy.closest('label')!.textContent).not.toMatch(/ID verified/);
    expect(cy.closest('label')!.textContent).toMatch(/No offer/);
    const user = userEvent.setup();
    const submit = within(dialog).getByRole('button', { name: 'Start the deal' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await user.click(bea);
    // The agreed price defaults to the buyer's offer.
    expect((within(dialog).getByLabelText('Agreed price (USD)') as HTMLInputElement).value).toBe('12000');
    await user.click(within(dialog).getByRole('button', { name: 'Start the deal with Bea B.' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ listingId: LISTING, buyerId: buyers[0]!.buyerId, price: 1_200_000 }]),
    );
    expect((await screen.findByTestId('location')).textContent).toBe(`/deals/${deal.id}`);
  });

  it('preselects the buyer of the chat it was opened from, checks the price and shows the server refusal', async () => {
    mockFetch({
      [`GET /v1/keysavvy/listing/${LISTING}/buyers`]: { body: { content: buyers } },
      'POST /v1/keysavvy/transaction/seller-initiate': errorReply(
        409,
        'CONFLICT',
        'A deal is already open on this car',
      ),
    });
    renderPage(
      <StartDealDialog
        listingId={LISTING}
        open
        onClose={() => undefined}
        buyerId={buyers[1]!.buyerId}
        listingPrice={1_300_000}
      />,
    );
    const user = userEvent.setup();
    const cy = (await screen.findByRole('radio', { name: /Cy C\./ })) as HTMLInputElement;
    expect(cy.checked).toBe(true);
    const price = screen.getByLabelText('Agreed price (USD)') as HTMLInputElement;
    expect(price.value).toBe('13000');
    expect(screen.getByText(/has not verified their ID yet/)).toBeTruthy();
    await user.clear(price);
    await user.type(price, 'twelve');
    await user.click(screen.getByRole('button', { name: 'Start the deal with Cy C.' }));
    expect(price.getAttribute('aria-invalid')).toBe('true');
    await user.clear(price);
    await user.type(price, '12,750');
    await user.click(screen.getByRole('button', { name: 'Start the deal with Cy C.' }));
    expect(await screen.findByText('A deal is already open on this car')).toBeTruthy();
  });

  it('says so when there is nobody to choose', async () => {
    mockFetch({ [`GET /v1/keysavvy/listing/${LISTING}/buyers`]: { body: { content: [] } } });
    renderPage(<StartDealDialog listingId={LISTING} open onClose={() => undefined} />);
    expect(await screen.findByText('No buyers to choose yet')).toBeTruthy();
  });
});
