import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../app/testing';
import { FakeSocket } from '../../../test/fake-socket';
import { makeUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { BUYER_ID, makeEvent, SELLER_ID } from '../../../test/event.fixture';
import { TestDrivesPage } from './test-drives-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-04T15:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const buying = makeEvent({ id: 'e-buy', status: 'confirmed' });
// The user sells a car too: a drive they hosted last month.
const selling = makeEvent({
  id: 'e-sell',
  status: 'completed',
  hostId: BUYER_ID,
  host: { userId: BUYER_ID, firstName: 'Bea', lastNameInitial: 'B' },
  attendees: [{ userId: 'someone', firstName: 'Cy', lastNameInitial: 'C' }],
  listing: { ...makeEvent().listing!, shortTitle: 'Mazda Miata' },
  startAt: '2030-02-10T18:00:00.000Z',
  endAt: '2030-02-10T18:45:00.000Z',
});

describe('TestDrivesPage', () => {
  it('lists upcoming and past drives with the side the user is on, and cancels after asking', async () => {
    const { calls } = mockApi({
      'GET /v1/user/current': { body: makeUser({ id: BUYER_ID }) },
      [`GET /v1/event/byUser/${BUYER_ID}`]: { body: [buying, selling] },
      'DELETE /v1/event/e-buy': { status: 204 },
    });
    renderPage(<TestDrivesPage />);
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: 'Honda Civic' })).toBeTruthy();
    expect(within(panel).getByText('You’re buying')).toBeTruthy();
    expect(within(panel).getByText(/Seller: Sam S\./)).toBeTruthy();
    expect(within(panel).queryByText('Mazda Miata')).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Cancel drive' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this test drive?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel drive' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/v1/event/e-buy')).toBe(true));

    await user.click(screen.getByRole('tab', { name: /Past/ }));
    expect(screen.getByRole('link', { name: 'Mazda Miata' })).toBeTruthy();
    expect(screen.getByText('You’re selling')).toBeTruthy();
    expect(screen.getByText(/Buyer: Cy C\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel drive' })).toBeNull();
  });

  it('shows empty states', async () => {
    mockApi({
      'GET /v1/user/current': { body: makeUser({ id: SELLER_ID }) },
      [`GET /v1/event/byUser/${SELLER_ID}`]: { body: [] },
    });
    renderPage(<TestDrivesPage />);
    expect(await screen.findByRole('heading', { name: 'No upcoming test drives' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: /Past/ }));
    expect(screen.getByText('No past test drives yet.')).toBeTruthy();
  });

  it('follows the other side live: an event.confirmed push refetches and shows the new status', async () => {
    let drives = [makeEvent({ id: 'e-live', status: 'pending' })];
    const { calls } = mockApi({
      'GET /v1/user/current': { body: makeUser({ id: BUYER_ID }) },
      [`GET /v1/event/byUser/${BUYER_ID}`]: () => ({ body: drives }),
    });
    renderPage(<TestDrivesPage />);
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Awaiting confirmation')).toBeTruthy();

    await waitFor(() => expect(FakeSocket.last()).toBeTruthy());
    const socket = FakeSocket.open();
    await waitFor(() =>
      expect(socket.sent).toContainEqual({ type: 'watch', targetIds: expect.arrayContaining([BUYER_ID]) }),
    );

    // The seller confirms elsewhere; the server pushes the notification on the buyer's id.
    drives = [{ ...drives[0]!, status: 'confirmed' }];
    const fetches = () => calls.filter((c) => c.path === `/v1/event/byUser/${BUYER_ID}`).length;
    const before = fetches();
    act(() =>
      socket.serverSend({
        targetId: BUYER_ID,
        action: 'create',
        createdAt: new Date().toISOString(),
        data: {
          id: 'n-1',
          type: 'event.confirmed',
          title: 'Your test drive is confirmed',
          link: '/event/e-live',
          data: { eventId: 'e-live', status: 'confirmed' },
        },
      }),
    );
    expect(await within(panel).findByText('Confirmed')).toBeTruthy();
    expect(within(panel).queryByText('Awaiting confirmation')).toBeNull();
    expect(fetches()).toBeGreaterThan(before);

    // Anything that is not an event notification leaves the list alone.
    const settled = fetches();
    act(() =>
      socket.serverSend({
        targetId: BUYER_ID,
        action: 'update',
        createdAt: new Date().toISOString(),
        data: { chatId: 'c-1', unreadCount: 2 },
      }),
    );
    await Promise.resolve();
    expect(fetches()).toBe(settled);
  });
});
