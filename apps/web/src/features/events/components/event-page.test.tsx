import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '../../../app/testing';
import { makeUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { BUYER_ID, CHAT_ID, EVENT_ID, LISTING_ID, makeEvent, SELLER_ID } from '../../../test/event.fixture';
import { EventPage } from './event-pages';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-04T15:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(me: string, reply = { body: makeEvent() as unknown }) {
  const api = mockApi({
    'GET /v1/user/current': { body: makeUser({ id: me }) },
    [`GET /v1/event/${EVENT_ID}`]: reply,
    [`PUT /v1/event/${EVENT_ID}`]: (body) => ({ body: makeEvent(body as object) }),
  });
  renderPage(<EventPage />, { path: `/event/${EVENT_ID}`, route: '/event/:id' });
  return api;
}

describe('EventPage', () => {
  it('lets the host confirm a pending request and shows the car, place and buyer', async () => {
    const { calls } = setup(SELLER_ID);
    expect(await screen.findByRole('heading', { name: 'Test drive: Honda Civic' })).toBeTruthy();
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy();
    expect(screen.getByText('Bea B.')).toBeTruthy();
    expect(screen.getAllByText('Austin, TX')).toHaveLength(2); // the place and the car's card
    expect(screen.getByRole('link', { name: 'Open the chat' }).getAttribute('href')).toBe(
      `/my-garage/${LISTING_ID}/messages/${CHAT_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'confirmed' }));
  });

  it('gives the buyer reschedule and cancel, not confirm', async () => {
    setup(BUYER_ID);
    expect(await screen.findByText('Sam S.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel drive' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the chat' }).getAttribute('href')).toBe(
      `/listings/${LISTING_ID}/chat/${CHAT_ID}`,
    );
  });

  it('lets the host complete a confirmed drive once it started', async () => {
    setup(SELLER_ID, {
      body: makeEvent({ status: 'confirmed', startAt: '2030-03-04T14:30:00.000Z', endAt: '2030-03-04T15:15:00.000Z' }),
    });
    expect(await screen.findByRole('button', { name: 'Mark as completed' })).toBeTruthy();
  });

  it('says which event is missing', async () => {
    setup(SELLER_ID, apiError(404, 'NOT_FOUND', `Event with ID ${EVENT_ID} not found`) as { body: unknown });
    expect(await screen.findByText(`Event with ID ${EVENT_ID} not found`)).toBeTruthy();
  });
});
