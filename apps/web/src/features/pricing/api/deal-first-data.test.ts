import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '@revy/shared';
import { dealBadgeQuery } from './get-pricing';

const deal = {
  rating: 'good',
  value: 3_100_000,
  low: 2_900_000,
  high: 3_300_000,
  confidence: 'high',
  comparableCount: 9,
};
const initial = (id: string) => {
  const data = dealBadgeQuery(id).initialData;
  return typeof data === 'function' ? data() : data;
};

function sendPage(listing: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_DATA_ELEMENT_ID;
  block.textContent = JSON.stringify({ listing });
  document.head.appendChild(block);
}

afterEach(() => {
  document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
  delete window.__REVY__;
});

describe('the deal badge sent along with a listing page (issue 17)', () => {
  it('starts the badge query on it, dated when the server read it, without a request', async () => {
    window.__REVY__ = { start: { healthy: true, session: false } };
    const at = Date.now() - 1_000;
    sendPage({ at, value: { id: 'car-1' }, deal });
    const qc = new QueryClient();
    const badge = await qc.fetchQuery({
      ...dealBadgeQuery('car-1'),
      queryFn: () => Promise.reject(new Error('asked')),
    });
    expect(badge).toEqual(deal);
    expect(qc.getQueryState(dealBadgeQuery('car-1').queryKey)?.dataUpdatedAt).toBe(at);
  });

  it('keeps "no badge" as an answer, and asks the API for another car, when signed in or when none came', async () => {
    window.__REVY__ = { start: { healthy: true, session: false } };
    sendPage({ at: Date.now(), value: { id: 'car-1' }, deal: null });
    const none = new QueryClient();
    expect(await none.fetchQuery({ ...dealBadgeQuery('car-1'), queryFn: () => Promise.reject(new Error('x')) })).toBe(
      null,
    );
    expect(initial('car-2')).toBeUndefined();
    window.__REVY__ = { start: { healthy: true, session: true } };
    expect(initial('car-1')).toBeUndefined();
    document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
    window.__REVY__ = { start: { healthy: true, session: false } };
    sendPage({ at: Date.now(), value: { id: 'car-1' } });
    expect(initial('car-1')).toBeUndefined();
  });
});
