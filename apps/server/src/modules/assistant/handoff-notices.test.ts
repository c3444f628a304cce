import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_REASONS, type AssistantDecision } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import type { ChatAccess } from '../chats';
import { handoffNotices } from './assistant-post';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createStaff(t, 'concierge');
});
afterAll(() => t?.close());

const access = (title: string | null) =>
  ({
    chat: { id: 'chat-1', listingId: 'listing-1', buyerId: 'buyer-1' },
    listing: { id: 'listing-1', sellerId: 'seller-1', title },
    role: 'buyer',
    staff: false,
  }) as unknown as ChatAccess;

const decision = (reason: AssistantDecision['reason'], handoffTo: 'seller' | 'concierge'): AssistantDecision => ({
  action: 'handoff',
  handoffTo,
  reason,
  text: 'I have asked the seller.',
  citations: [],
  confidence: 0,
  engine: 'builtin',
});

/** A sentence a person can read: no missing values, no doubled spaces, no dangling or doubled punctuation. */
function expectReadable(text: string) {
  expect(text).not.toMatch(/\b(undefined|null|NaN)\b|\[object/);
  expect(text).not.toMatch(/ {2}|\s[.,:;]|[.,:;]{2}|^\s|\s$/);
  expect(text).toMatch(/^[A-Z]/);
}

/** Issue 19: the hand-off notification read "The buyer a question the assistant could not answer". */
describe('hand-off notification texts', () => {
  it('says what the buyer did, in a whole sentence', async () => {
    const [seller] = await handoffNotices(t.ctx.db, access('2019 Toyota RAV4'), decision('unknown', 'seller'), null);
    expect(seller).toMatchObject({
      userId: 'seller-1',
      title: 'A buyer of 2019 Toyota RAV4 needs you',
      body: 'The buyer asked a question the assistant could not answer.',
    });
  });

  it('reads well for every reason, with and without the question, a car without a title and a concierge', async () => {
    const reasons = [...HANDOFF_REASONS, null];
    for (const reason of reasons) {
      for (const to of ['seller', 'concierge'] as const) {
        for (const question of [null, 'Is the timing belt done?', 'x'.repeat(400)]) {
          for (const title of ['2019 Toyota RAV4', null]) {
            const items = await handoffNotices(t.ctx.db, access(title), decision(reason, to), question);
            expect(items.length).toBeGreaterThanOrEqual(to === 'concierge' ? 2 : 1);
            for (const item of items) {
              expectReadable(item.title);
              expectReadable(item.body!);
              expect(item.body).toMatch(/^The buyer (asked|wants|has) /);
              expect(item.body).toMatch(/[.”]$/);
            }
          }
        }
      }
    }
  });
});
