import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../app/testing';
import { makeUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { GarageSectionPage } from '../../garage';
import { makeListing } from '../../../test/draft-listing.fixture';

afterEach(() => vi.unstubAllGlobals());

const listing = makeListing();
const ID = listing.id;
const seller = makeUser({ id: listing.sellerId });
const entry = (over: Record<string, unknown>) => ({
  id: `k-${String(over.question).replace(/\W+/g, '-')}`,
  listingId: ID,
  type: 'faq',
  category: null,
  ordinal: 0,
  optional: false,
  question: 'q',
  content: 'c',
  contentSource: 'seller',
  contentType: 'text',
  isPrivate: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

function open(extra: Parameters<typeof mockApi>[0] = {}) {
  const mocks = mockApi({
    'GET /v1/user/current': { body: seller },
    [`GET /v1/listing/${ID}`]: { body: listing },
    [`GET /v1/knowledge/byListing/${ID}/enrich`]: { body: [] },
    [`GET /v1/knowledge/byListing/${ID}`]: {
      body: [
        // A note stored under a set that asks no such question (as the demo seeds it), and a plain FAQ; a guided
        // answer is not a note.
        entry({
          type: 'enrich',
          category: 'private',
          ordinal: 100,
          question: 'Walk-away price',
          content: '$14,000',
          isPrivate: true,
        }),
        entry({ question: 'Roof rack?', content: 'Crossbars included' }),
        entry({
          type: 'enrich',
          category: 'keys',
          ordinal: 0,
          question: 'How many keys or fobs come with it?',
          content: '2',
        }),
      ],
    },
    ...extra,
  });
  renderPage(<GarageSectionPage section="enrich" />, {
    path: `/my-garage/${ID}/enrich`,
    route: '/my-garage/:listingId/enrich',
  });
  return mocks;
}

/** The notes card: queries stay inside it (role queries over the whole enrich page are slow in jsdom). */
const notesCard = async () => within((await screen.findByRole('heading', { name: 'Your notes' })).parentElement!);

describe('Your notes (issue 15)', () => {
  it('lists the notes with a lock badge on private ones', async () => {
    open();
    const walkAway = (await screen.findByText('Walk-away price')).closest('li')!;
    expect(within(walkAway).getByText('Private')).toBeTruthy();
    const roof = screen.getByText('Roof rack?').closest('li')!;
    expect(within(roof).queryByText('Private')).toBeNull();
    expect(screen.queryByText('How many keys or fobs come with it?')).toBeNull();
  });

  it('adds a private note from the keyboard, and refuses an empty one', async () => {
    const { calls } = open({ 'POST /v1/knowledge': { body: entry({ question: 'Address' }) } });
    const user = userEvent.setup();
    const card = await notesCard();
    await user.click(card.getByRole('button', { name: 'Add a note' }));
    await user.click(card.getByRole('button', { name: 'Add note' }));
    expect(card.getByText('Write what the note is about')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(card.getByLabelText('About'), 'Address');
    await user.type(card.getByLabelText('Note'), '88 Quarry Lane, gate code 4417');
    const privateSwitch = card.getByRole('switch', { name: 'Private' });
    expect(privateSwitch.getAttribute('aria-checked')).toBe('false');
    expect(privateSwitch.getAttribute('aria-describedby')).toBeTruthy();
    privateSwitch.focus();
    await user.keyboard('{Enter}');
    expect(privateSwitch.getAttribute('aria-checked')).toBe('true');
    await user.click(card.getByRole('button', { name: 'Add note' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/v1/knowledge',
      body: {
        listingId: ID,
        type: 'faq',
        question: 'Address',
        content: '88 Quarry Lane, gate code 4417',
        isPrivate: true,
      },
    });
  });

  it('makes a private note public from its edit form', async () => {
    const { calls } = open({ 'PUT /v1/knowledge/k-Walk-away-price': { body: {} } });
    const user = userEvent.setup();
    const card = await notesCard();
    await user.click(await card.findByRole('button', { name: 'Edit “Walk-away price”' }));
    const privateSwitch = card.getByRole('switch', { name: 'Private' });
    expect(privateSwitch.getAttribute('aria-checked')).toBe('true');
    await user.click(privateSwitch);
    await user.click(card.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      question: 'Walk-away price',
      content: '$14,000',
      isPrivate: false,
    });
  });
});
