import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeSession } from '../../../test/payment.fixture';
import { SandboxCheckoutPage } from './sandbox-checkout-page';

afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderPage(<SandboxCheckoutPage />, { path: '/checkout/sandbox/sess_1', route: '/checkout/sandbox/:sessionId' });
const bodyOf = (fn: ReturnType<typeof mockFetch>, path: string) => {
  const call = fn.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url) === path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

async function fillCard(number: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry'), '1230');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Sam Seller');
  await user.type(screen.getByLabelText('ZIP code'), '94107');
  return user;
}

describe('SandboxCheckoutPage', () => {
  it('shows what is paid for, the test cards, and pays with 4242… then returns to the app', async () => {
    const fetchMock = mockFetch({
      'GET /v1/payment/sandbox/sess_1': { body: makeSession() },
      'POST /v1/payment/sandbox/sess_1/pay': { body: makeSession({ status: 'complete', paymentStatus: 'paid' }) },
    });
    const { router } = render();
    expect(await screen.findByText('Revy Pro plan')).toBeTruthy();
    expect(screen.getByText('WELCOME20')).toBeTruthy();
    expect(screen.getByText('−$19.80')).toBeTruthy();
    const cards = screen.getByRole('complementary', { name: 'Sandbox test cards' });
    expect(within(cards).getByText('Sandbox — no real money. Test cards:')).toBeTruthy();
    expect(within(cards).getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(within(cards).getByText('4000 0025 0000 3155')).toBeTruthy();

    const user = await fillCard('4242424242424242');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect((screen.getByLabelText('Expiry') as HTMLInputElement).value).toBe('12 / 30');
    await user.click(screen.getByRole('button', { name: 'Pay $79.20' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/my-garage/l1/publish/payment?payment=pay_1',
      ),
    );
    expect(bodyOf(fetchMock, '/v1/payment/sandbox/sess_1/pay')).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12 / 30',
      cvc: '123',
      name: 'Sam Seller',
      postalCode: '94107',
    });
  });

  it('checks the card form before sending it', async () => {
    const fetchMock = mockFetch({ 'GET /v1/payment/sandbox/sess_1': { body: makeSession() } });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $79.20' }));
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows the bank's refusal of a declined card and lets the seller try another", async () => {
    mockFetch({
      'GET /v1/payment/sandbox/sess_1': { body: makeSession() },
      'POST /v1/payment/sandbox/sess_1/pay': errorReply(402, 'PAYMENT_REQUIRED', 'Your card was declined.'),
    });
    const { router } = render();
    await screen.findByText('Revy Pro plan');
    const user = await fillCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $79.20' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your card was declined.')).toBeTruthy();
    expect(alert.textContent).toContain('try another card');
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    expect(router.state.location.pathname).toBe('/checkout/sandbox/sess_1');
  });

  it('asks the bank for a card that needs authentication (Authorize / Fail)', async () => {
    const fetchMock = mockFetch({
      'GET /v1/payment/sandbox/sess_1': { body: makeSession() },
      'POST /v1/payment/sandbox/sess_1/pay': { body: makeSession({ status: 'requires_action' }) },
      'POST /v1/payment/sandbox/sess_1/confirm': { body: makeSession({ status: 'complete', paymentStatus: 'paid' }) },
    });
    const { router } = render();
    await screen.findByText('Revy Pro plan');
    const user = await fillCard('4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Pay $79.20' }));
    const heading = await screen.findByRole('heading', { name: 'Confirm this payment' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('button', { name: 'Fail' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-garage/l1/publish/payment'));
    expect(bodyOf(fetchMock, '/v1/payment/sandbox/sess_1/confirm')).toEqual({ approve: true });
  });

  it('cancels the session and goes back when the seller leaves', async () => {
    const fetchMock = mockFetch({
      'GET /v1/payment/sandbox/sess_1': { body: makeSession() },
      'POST /v1/payment/sandbox/sess_1/cancel': { body: makeSession({ status: 'expired' }) },
    });
    const { router } = render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel and return to Revy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-garage/l1/publish/payment'));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/v1/payment/sandbox/sess_1/cancel')).toBe(true);
  });
});
