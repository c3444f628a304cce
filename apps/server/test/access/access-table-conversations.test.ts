import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../build-test-app';
import { SCENARIO_GROUPS, tableApp, walkTable } from './walk';
import { buildWorld, type World } from './world';

/**
 * The access table (issue 13, decision 017), second half: every API route declares
 * `config.access`, has a request scenario, and answers each caller what it declares.
 *
 * The callers, relative to one world (test/access/world.ts):
 * - owner: the seller of the published car L (active plan) and host of its test-drive hours T;
 *   also the payer of L's plans, the owner of form F and notification N, and the target of every
 *   user-targeted route (/v1/user/{id}, /v1/purchase/user/{userId}, /v1/event/byUser/{id}...).
 * - buyer: registered and verified, with chat C about L (a message, a pending offer, a test-drive
 *   request and a booked test drive E). Things the buyer authored (their messages, their offer)
 *   are theirs: the seller is "owner" of the car, not of the buyer's words.
 * - otherSeller: registered, with a draft of their own, no relation to L or C.
 * - anonymous: a session with an empty user (no email); signedOut: no cookie.
 * - concierge, admin: staff.
 * Writes that change or remove their target make a fresh one per caller; sign-in, sign-out and
 * registration run on a fresh session of the caller. No GET may write (decision 017).
 * `ACCESS_OBSERVE=1` prints what each route answered, in declaration form.
 */
let app: Awaited<ReturnType<typeof tableApp>>;
let t: TestApp;
let w: World;

beforeAll(async () => {
  app = await tableApp();
  t = app.t;
  w = await buildWorld(t, app.imageHost);
}, 120_000);
afterAll(async () => app?.close());

describe('the access table', () => {
  it('answers every caller what the route declares (chats, knowledge, assistant, test drives)', async () => {
    expect(await walkTable(t, w, SCENARIO_GROUPS.conversations)).toEqual([]);
  }, 300_000);
});
