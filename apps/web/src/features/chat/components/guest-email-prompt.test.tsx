import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@revy/shared';
import { apiError, mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { BUYER_ID, makeChat, makeMessage } from '../../../test/chat.fixture';
import { makeUser } from '../../../test/user.fixture';
import { GuestEmailPrompt } from './guest-email-prompt';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const chat = makeChat();
const guest = makeUser({ id: BUYER_ID, email: null, anonymous: true, verified: false, hasPassword: false });
const page = (content: ChatMessage[]) => ({
  body: { content, totalElements: content.length, size: 1000, number: 0, totalPages: 1 },
});
const mine = makeMessage({ senderId: BUYER_ID, content: 'Is it still for sale?' });

function setup(opts: { user?: typeof guest; messages?: ChatMessage[]; save?: Parameters<typeof mockApi>[0][string] }) {
  const api = mockApi({
    'GET /v1/user/current': { body: opts.user ?? guest },
    [`GET /v1/chat/${chat.id}/message`]: page(opts.messages ?? [mine]),
    [`POST /v1/chat/${chat.id}/contact-email`]:
      opts.save ?? ((b) => ({ body: { contactEmail: (b as { email: string }).email } })),
  });
  renderPage(<GuestEmailPrompt chat={chat} />, {
    path: `/listings/${chat.listingId}/chat/${chat.id}`,
    route: '/listings/:id/chat/:chatId',
  });
  return api;
}

describe('GuestEmailPrompt', () => {
  it('asks a guest who has written for an email, and says replies will be emailed there', async () => {
    const api = setup({});
    const field = await screen.findByLabelText('Your email');
    await userEvent.type(field, 'Gil@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me replies' }));
    expect(await screen.findByText('gil@example.com')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain("We'll email the seller's replies");
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ email: 'gil@example.com' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toContain(
      '/auth/register?next=',
    );
  });

  it('refuses a malformed email before asking the server', async () => {
    const api = setup({});
    await userEvent.type(await screen.findByLabelText('Your email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Email me replies' }));
    expect(await screen.findByText(/valid email/i)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("an account's email: asks to sign in instead, with the address and the way back", async () => {
    setup({ save: apiError(409, 'EMAIL_TAKEN') });
    await userEvent.type(await screen.findByLabelText('Your email'), 'member@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me replies' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This email already has a Revy account');
    const link = screen.getAllByRole('link', { name: 'Sign in' }).at(-1)!;
    expect(link.getAttribute('href')).toBe(
      `/auth/sign-in?next=${encodeURIComponent(`/listings/${chat.listingId}/chat/${chat.id}`)}&email=member%40example.com`,
    );
  });

  it('waits for the first message, skips people with accounts, and can be put off', async () => {
    setup({ messages: [] });
    await waitFor(() => expect(screen.queryByLabelText('Your email')).toBeNull());
    vi.unstubAllGlobals();
    setup({ user: makeUser({ id: BUYER_ID }) });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText("Get the seller's reply by email")).toBeNull();
    vi.unstubAllGlobals();
    setup({});
    const later = await screen.findAllByRole('button', { name: 'Not now' });
    await userEvent.click(later.at(-1)!);
    await waitFor(() => expect(screen.queryAllByLabelText('Your email')).toHaveLength(0));
  });
});
