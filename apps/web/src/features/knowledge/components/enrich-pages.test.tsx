import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '../../../app/testing';
import { makeUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { GarageSectionPage } from '../../garage';
import { makeListing } from '../../../test/draft-listing.fixture';

afterEach(() => vi.unstubAllGlobals());

const listing = makeListing({ vehicle: { ...makeListing().vehicle, fuelType: 'Gasoline', mileage: 40_000 } });
const ID = listing.id;
const seller = makeUser({ id: listing.sellerId });
const knowledge = (category: string, ordinal: number, content: string, isPrivate = false) => ({
  id: `k-${category}-${ordinal}`,
  listingId: ID,
  type: 'enrich',
  category,
  ordinal,
  optional: true,
  question: 'q',
  content,
  contentSource: 'seller',
  contentType: 'text',
  isPrivate,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const enrichPath = `/v1/knowledge/byListing/${ID}/enrich`;

describe('Enrich pages', () => {
  it('lists every set with its answered count and the overall progress', async () => {
    mockApi({
      'GET /v1/user/current': { body: seller },
      [`GET /v1/listing/${ID}`]: { body: listing },
      // The listing's enrich Knowledge (spec 7), as the server answers it: two answers of one set, one of another.
      [`GET ${enrichPath}`]: {
        body: [knowledge('condition', 0, 'Good'), knowledge('condition', 1, 'A scratch'), knowledge('keys', 0, '2')],
      },
      [`GET /v1/knowledge/byListing/${ID}`]: { body: [] },
    });
    renderPage(<GarageSectionPage section="enrich" />, {
      path: `/my-garage/${ID}/enrich`,
      route: '/my-garage/:listingId/enrich',
    });
    expect(await screen.findByText(/Your assistant knows 3 of \d+ answers/)).toBeTruthy();
    const condition = screen.getByRole('link', { name: /^Condition/ });
    expect(within(condition).getByText('2 of 5 answered')).toBeTruthy();
    expect(condition.getAttribute('href')).toBe(`/my-garage/${ID}/enrich/condition`);
    expect(within(screen.getByRole('link', { name: /^Keys and extras/ })).getByText('1 of 4 answered')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue: Condition' })).toBeTruthy();
  });

  it('saves a whole set in one PUT (cleared answers sent empty) and offers the next set', async () => {
    const { calls } = mockApi({
      'GET /v1/user/current': { body: seller },
      [`GET /v1/listing/${ID}`]: { body: listing },
      [`GET ${enrichPath}`]: { body: [knowledge('accidents', 0, 'Never'), knowledge('accidents', 1, 'Old note')] },
      [`PUT ${enrichPath}/accidents`]: { body: {} },
    });
    const user = userEvent.setup();
    renderPage(<GarageSectionPage section="enrich" />, {
      path: `/my-garage/${ID}/enrich/accidents`,
      route: '/my-garage/:listingId/enrich/:form',
    });
    expect(await screen.findByRole('heading', { name: 'Accidents and damage' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Never' }) as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save answers' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Minor, repaired' }));
    const details = screen.getByLabelText('If so, what happened and who repaired it?');
    await user.clear(details);
    await user.type(details, '  Rear bumper, body shop 2023 ');
    await user.click(
      within(screen.getByRole('group', { name: 'Any flood, fire or hail damage?' })).getByRole('radio', { name: 'No' }),
    );
    await user.click(save);

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `${enrichPath}/accidents`,
      body: {
        answers: [
          { key: 'accident', content: 'Minor, repaired' },
          { key: 'details', content: 'Rear bumper, body shop 2023' },
          { key: 'flood', content: 'No' },
          { key: 'airbags', content: '' },
        ],
      },
    });
    expect(await screen.findByText('Saved. Revy can use these answers now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next: Title and loan →' }).getAttribute('href')).toBe(
      `/my-garage/${ID}/enrich/title`,
    );
  });

  it('keeps the answers and says so when saving fails', async () => {
    mockApi({
      'GET /v1/user/current': { body: seller },
      [`GET /v1/listing/${ID}`]: { body: listing },
      [`GET ${enrichPath}`]: { body: [] },
      [`PUT ${enrichPath}/keys`]: apiError(500, 'INTERNAL', 'Something went wrong'),
    });
    const user = userEvent.setup();
    renderPage(<GarageSectionPage section="enrich" />, {
      path: `/my-garage/${ID}/enrich/keys`,
      route: '/my-garage/:listingId/enrich/:form',
    });
    await user.click(await screen.findByRole('radio', { name: '3 or more' }));
    await user.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText('Your answers were not saved')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '3 or more' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a way back for a set that does not exist', async () => {
    mockApi({
      'GET /v1/user/current': { body: seller },
      [`GET /v1/listing/${ID}`]: { body: listing },
      [`GET ${enrichPath}`]: { body: [] },
    });
    renderPage(<GarageSectionPage section="enrich" />, {
      path: `/my-garage/${ID}/enrich/nope`,
      route: '/my-garage/:listingId/enrich/:form',
    });
    expect(await screen.findByText("We don't have that set of questions")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all questions' }).getAttribute('href')).toBe(
      `/my-garage/${ID}/enrich`,
    );
  });

  it('shows a lock badge on sets holding private answers', async () => {
    mockApi({
      'GET /v1/user/current': { body: seller },
      [`GET /v1/listing/${ID}`]: { body: listing },
      [`GET ${enrichPath}`]: {
        body: [knowledge('reason', 0, 'Divorce', true), knowledge('reason', 2, 'Mixed'), knowledge('keys', 0, '2')],
      },
      [`GET /v1/knowledge/byListing/${ID}`]: { body: [] },
    });
    renderPage(<GarageSectionPage section="enrich" />, {
      path: `/my-garage/${ID}/enrich`,
      route: '/my-garage/:listingId/enrich',
    });
    const reason = await screen.findByRole('link', { name: /^Why you are selling/ });
    expect(within(reason).getByText('1 private')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /^Keys and extras/ })).queryByText(/private/)).toBeNull();
  });

  it('has a Private switch per answer, says what it does, works from the keyboard and saves it', async () => {
    const { calls } = mockApi({
      'GET /v1/user/current': { body: seller },
      [`GET /v1/listing/${ID}`]: { body: listing },
      [`GET ${enrichPath}`]: { body: [knowledge('reason', 0, 'Moving abroad'), knowledge('reason', 2, 'Mixed', true)] },
      [`PUT ${enrichPath}/reason`]: { body: {} },
    });
    const user = userEvent.setup();
    renderPage(<GarageSectionPage section="enrich" />, {
      path: `/my-garage/${ID}/enrich/reason`,
      route: '/my-garage/:listingId/enrich/:form',
    });
    const why = await screen.findByRole('switch', { name: 'Keep private: Why are you selling?' });
    const usage = screen.getByRole('switch', { name: 'Keep private: How was it mostly driven?' });
    expect(why.getAttribute('aria-checked')).toBe('false');
    expect(usage.getAttribute('aria-checked')).toBe('true');
    // The explanation is read with every switch, and a private answer carries the lock badge by its question.
    expect(why.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(why.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /assistant never tells it to buyers/,
    );
    expect(within(screen.getByRole('group', { name: /How was it mostly driven\?/ })).getByText('Private')).toBeTruthy();

    const save = screen.getByRole('button', { name: 'Save answers' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    why.focus();
    await user.keyboard(' ');
    expect(why.getAttribute('aria-checked')).toBe('true');
    expect(save.disabled).toBe(false);
    await user.click(usage);
    expect(usage.getAttribute('aria-checked')).toBe('false');
    await user.click(save);

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      body: {
        answers: [
          { key: 'why', content: 'Moving abroad', isPrivate: true },
          { key: 'ownedFor', content: '', isPrivate: false },
          { key: 'usage', content: 'Mixed', isPrivate: false },
        ],
      },
    });
  });
});
