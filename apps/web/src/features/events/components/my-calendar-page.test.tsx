import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../app/testing';
import { makeUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { EVENT_ID, makeEvent, makeEventType, SELLER_ID } from '../../../test/event.fixture';
import { MyCalendarPage } from './my-calendar-page';

// Monday, March 4 2030, 7:00 AM in Los Angeles (the seller's zone): the week runs Sun 3 – Sat 9.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-04T15:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const confirmed = makeEvent({
  id: 'e-confirmed',
  status: 'confirmed',
  startAt: '2030-03-07T21:30:00.000Z',
  endAt: '2030-03-07T22:15:00.000Z',
}); // Thu 1:30 PM LA
const pending = makeEvent(); // Tue 9:00 AM LA

function setup(events = [pending, confirmed]) {
  const api = mockApi({
    'GET /v1/user/current': { body: makeUser({ id: SELLER_ID }) },
    [`GET /v1/event/byUser/${SELLER_ID}`]: { body: events },
    [`GET /v1/event/type/byHost/${SELLER_ID}`]: { body: [makeEventType()] },
    [`PUT /v1/event/${EVENT_ID}`]: (body) => ({ body: makeEvent(body as object) }),
    [`DELETE /v1/event/${EVENT_ID}`]: { status: 204 },
  });
  renderPage(<MyCalendarPage />);
  return api;
}

describe('MyCalendarPage', () => {
  it('draws the week in the seller’s zone with each drive at its time', async () => {
    setup();
    const tuesday = await screen.findByRole('region', { name: 'Tuesday, March 5' });
    const block = within(tuesday).getByRole('link', {
      name: /9:00 AM, Honda Civic with Bea B\., Awaiting confirmation/,
    });
    // 9:00 is 2 h into the 7:00–21:00 grid (14 h); 45 minutes tall.
    expect(parseFloat(block.style.top)).toBeCloseTo((120 / 840) * 100, 3);
    expect(parseFloat(block.style.height)).toBeCloseTo((45 / 840) * 100, 3);
    expect(block.getAttribute('href')).toBe(`/event/${EVENT_ID}`);
    const thursday = screen.getByRole('region', { name: 'Thursday, March 7' });
    const second = within(thursday).getByRole('link', { name: /1:30 PM, Honda Civic with Bea B\., Confirmed/ });
    expect(parseFloat(second.style.top)).toBeCloseTo((390 / 840) * 100, 3);
    expect(screen.getByRole('heading', { name: 'Mar 3 – Mar 9, 2030' })).toBeTruthy();
  });

  it('switches to the month with counts and moves between months', async () => {
    setup();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Tuesday, March 5' });
    await user.click(screen.getByRole('button', { name: 'month' }));
    expect(screen.getByRole('heading', { name: 'March 2030' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuesday, March 5: 1 drive. Open the week' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'April 2030' })).toBeTruthy();
  });

  it('confirms a request, and declines one after asking', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const requests = await screen.findByRole('region', { name: 'Requests (1)' });
    await user.click(within(requests).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'confirmed' }));
    await user.click(within(requests).getByRole('button', { name: /Decline/ }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.search).toBe('?reason=declined'));
  });

  it('says so when nothing is booked', async () => {
    setup([]);
    expect(await screen.findByText('No test drives yet')).toBeTruthy();
    expect(screen.getByText(/No requests waiting/)).toBeTruthy();
  });
});
