import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { CHAT_ID, LISTING_ID, makeEvent, makeEventType, TYPE_ID } from '../../../test/event.fixture';
import type * as Zoned from '../lib/zoned';
import { BookTestDriveDialog } from './book-test-drive-dialog';

// The buyer is in New York, the seller in Los Angeles.
vi.mock('../lib/zoned', async (load) => ({
  ...(await load<typeof Zoned>()),
  browserTimeZone: () => 'America/New_York',
}));
afterEach(() => vi.unstubAllGlobals());

const typePath = `GET /v1/event/type/byListing/${LISTING_ID}`;
const SLOTS = [
  { startAt: '2030-03-05T17:00:00.000Z', endAt: '2030-03-05T17:45:00.000Z' }, // 9:00 AM LA = 12:00 PM NY, Tue
  { startAt: '2030-03-06T04:30:00.000Z', endAt: '2030-03-06T05:15:00.000Z' }, // 8:30 PM LA Tue = 11:30 PM NY Tue
  { startAt: '2030-03-06T05:30:00.000Z', endAt: '2030-03-06T06:15:00.000Z' }, // 9:30 PM LA Tue = 12:30 AM NY Wed
];

function open(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  renderPage(
    <BookTestDriveDialog
      open
      onClose={() => {}}
      listingId={LISTING_ID}
      chatId={() => Promise.resolve(CHAT_ID)}
      fallback={<button type="button">Send a test drive request instead</button>}
    />,
  );
  return api;
}

describe('BookTestDriveDialog', () => {
  it('groups the seller’s slots by the buyer’s days and books one with the chat', async () => {
    const { calls } = open({
      [typePath]: { body: makeEventType({ slots: SLOTS }) },
      'POST /v1/event': (body) => ({ body: makeEvent({ startAt: (body as { startAt: string }).startAt }) }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Book a test drive' });
    expect(
      await within(dialog).findByText('Times in your time zone (New York). The seller is in Los Angeles.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Tue, Mar 5, 2 times' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(dialog).getByRole('button', { name: '12:00 PM' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '11:30 PM' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Wed, Mar 6, 1 time' }));
    expect(within(dialog).getByRole('button', { name: '12:30 AM' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Tue, Mar 5, 2 times' }));
    await user.click(within(dialog).getByRole('button', { name: '12:00 PM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request 12:00 PM' }));
    expect(await within(dialog).findByText('Request sent')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      eventTypeId: TYPE_ID,
      startAt: SLOTS[0]!.startAt,
      listingId: LISTING_ID,
      chatId: CHAT_ID,
    });
    expect(within(dialog).getByRole('link', { name: 'See the details' }).getAttribute('href')).toBe(
      `/event/${makeEvent().id}`,
    );
  });

  it('shows the 409 message and the refreshed slots when the time was just taken', async () => {
    let loads = 0;
    const { calls } = open({
      [typePath]: () => ({
        body: makeEventType({ requiresConfirmation: false, slots: ++loads === 1 ? SLOTS : SLOTS.slice(1) }),
      }),
      'POST /v1/event': apiError(409, 'CONFLICT', 'This time was just booked by someone else.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '12:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Book 12:00 PM' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This time was just booked by someone else.');
    await waitFor(() => expect(screen.queryByRole('button', { name: '12:00 PM' })).toBeNull());
    expect(screen.getByRole('button', { name: '11:30 PM' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'GET' && c.path.includes('byListing')).length).toBeGreaterThanOrEqual(2);
  });

  it('says when there are no free times and offers the plain request', async () => {
    open({ [typePath]: { body: makeEventType({ slots: [] }) } });
    expect(await screen.findByText('No free times in the next 14 days')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a test drive request instead' })).toBeTruthy();
  });
});
