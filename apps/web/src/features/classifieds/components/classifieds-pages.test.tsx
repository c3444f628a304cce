import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassifiedsAd, ClassifiedsWorkItem } from '@revy/shared';
import { apiError, mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { ClassifiedsBulkSyncPage, parseBulkLines } from './bulk-sync-page';
import { ListingPostingCard } from './listing-posting-card';
import { ClassifiedsWorkPage } from './work-page';

afterEach(() => vi.unstubAllGlobals());

const ID = '0190aaaa-0000-7000-8000-000000000001';
const ID2 = '0190aaaa-0000-7000-8000-000000000002';
const URL1 = 'https://sfbay.craigslist.org/cto/d/x/1.html';

const item: ClassifiedsWorkItem = {
  listingId: ID,
  title: '2019 Toyota RAV4 XLE',
  price: 24_500_00,
  location: { city: 'San Jose', state: 'CA', zip: '95112' },
  seller: { id: 's1', name: 'Sally Seller' },
  kind: 'new',
  waitingSince: '2026-03-01T09:00:00.000Z',
  craigslistUrl: null,
  craigslistPostedAt: null,
  craigslistUpdatedAt: null,
  claim: null,
};
const ad: ClassifiedsAd = {
  listingId: ID,
  site: 'Craigslist',
  kind: 'new',
  title: '2019 Toyota RAV4 XLE - 42,000 miles',
  body: `2019 Toyota RAV4 XLE\n\nSee all photos on Revy: https://revy.example/listings/${ID}`,
  price: 24_500,
  location: { city: 'San Jose', state: 'CA', zip: '95112', text: 'San Jose, CA 95112' },
  listingUrl: `https://revy.example/listings/${ID}`,
  photos: [{ assetId: 'a1', url: '/f/1.jpg' }],
  limits: { titleMax: 70, bodyMax: 4000, photosMax: 24 },
  craigslistUrl: null,
  claim: null,
};
const page = (content: ClassifiedsWorkItem[]) => ({
  content,
  totalElements: content.length,
  size: 20,
  number: 0,
  totalPages: content.length ? 1 : 0,
});
const claim = { listingId: ID, claimedBy: { id: 'me', name: 'Cole' }, claimedAt: '', expiresAt: '', mine: true };

describe('ClassifiedsWorkPage', () => {
  it('claims an item, shows the ad with copy buttons and the zip link, and records the posting URL', async () => {
    const { calls } = mockApi({
      'GET /v1/test/craigslist/work': { body: page([item]) },
      [`POST /v1/classifieds/${ID}/claim`]: { body: claim },
      [`GET /v1/classifieds/${ID}/ad`]: { body: ad },
      'POST /v1/test/craigslist/sync': {
        body: {
          synced: 1,
          skipped: 0,
          results: [
            {
              listingId: ID,
              outcome: 'synced',
              reason: null,
              craigslistUrl: URL1,
              craigslistPostedAt: 'x',
              craigslistUpdatedAt: 'x',
            },
          ],
        },
      },
    });
    renderPage(<ClassifiedsWorkPage />, { path: '/admin/craigslist/_/work', route: '/admin/craigslist/_/work' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    const region = await screen.findByRole('region', { name: `Ad for ${item.title}` });
    expect(await within(region).findByDisplayValue(ad.title)).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Copy title' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Download photos (zip)' }).getAttribute('href')).toBe(
      `/v1/classifieds/${ID}/photos.zip`,
    );
    // A URL that is not https is refused before any call.
    await user.click(within(region).getByLabelText('Address of the posting'));
    await user.paste('http://x');
    await user.click(within(region).getByRole('button', { name: 'Mark as posted' }));
    expect(await within(region).findByText('Paste the https:// address of the posting')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/sync'))).toBe(false);
    await user.clear(within(region).getByLabelText('Address of the posting'));
    await user.paste(URL1);
    await user.click(within(region).getByRole('button', { name: 'Mark as posted' }));
    expect(await screen.findByText(`${item.title} is posted. It has left the queue.`)).toBeTruthy();
    const sync = calls.find((c) => c.method === 'POST' && c.path.endsWith('/sync'));
    expect(sync?.body).toEqual({ items: [{ listingId: ID, url: URL1 }] });
  }, 20_000);

  it('says so when nothing waits', async () => {
    mockApi({ 'GET /v1/test/craigslist/work': { body: page([]) } });
    renderPage(<ClassifiedsWorkPage />, { path: '/w', route: '/w' });
    expect(await screen.findByText('Nothing waiting')).toBeTruthy();
  });

  it('shows who holds a claim and a claim conflict', async () => {
    mockApi({
      'GET /v1/test/craigslist/work': {
        body: page([{ ...item, claim: { ...claim, mine: false, claimedBy: { id: 'o', name: 'Olga' } } }]),
      },
      [`GET /v1/classifieds/${ID}/ad`]: { body: ad },
    });
    renderPage(<ClassifiedsWorkPage />, { path: '/w', route: '/w' });
    expect(await screen.findByText('Olga is on it')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open ad' }));
    expect(await screen.findByText(/Olga is working on this car/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as posted' })).toBeNull();
  });
});

describe('bulk sync', () => {
  it('parses ids with optional URLs and names the first bad line', () => {
    expect(parseBulkLines(`${ID}\n\n${ID2} ${URL1}\n`)).toEqual({
      body: { listingIds: [ID], items: [{ listingId: ID2, url: URL1 }] },
    });
    expect(parseBulkLines('')).toEqual({ error: 'Paste at least one listing id' });
    expect(parseBulkLines(`${ID}\nnope`)).toMatchObject({ error: expect.stringMatching(/^Line 2/) });
    expect(parseBulkLines(`${ID} http://x`)).toMatchObject({ error: expect.stringMatching(/^Line 1/) });
  });

  it('sends the lines and lists each listing’s outcome', async () => {
    const { calls } = mockApi({
      'POST /v1/test/craigslist/sync': {
        body: {
          synced: 1,
          skipped: 1,
          results: [
            {
              listingId: ID,
              outcome: 'synced',
              reason: null,
              craigslistUrl: URL1,
              craigslistPostedAt: 'x',
              craigslistUpdatedAt: 'x',
            },
            {
              listingId: ID2,
              outcome: 'skipped',
              reason: 'The listing is sold',
              craigslistUrl: null,
              craigslistPostedAt: null,
              craigslistUpdatedAt: null,
            },
          ],
        },
      },
    });
    renderPage(<ClassifiedsBulkSyncPage />, { path: '/b', route: '/b' });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Listings, one per line'));
    await user.paste(`${ID}\n${ID2}`);
    await user.click(screen.getByRole('button', { name: 'Record postings' }));
    expect(await screen.findByText('1 posted, 1 skipped')).toBeTruthy();
    expect(screen.getByText('The listing is sold')).toBeTruthy();
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ listingIds: [ID, ID2] }));
  });

  it('shows a server error', async () => {
    mockApi({
      'POST /v1/test/craigslist/sync': apiError(
        400,
        'VALIDATION_FAILED',
        'Paste the https:// address of the Craigslist posting',
      ),
    });
    renderPage(<ClassifiedsBulkSyncPage />, { path: '/b', route: '/b' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Listings, one per line'), ID);
    await user.click(screen.getByRole('button', { name: 'Record postings' }));
    expect(await screen.findByText('Paste the https:// address of the Craigslist posting')).toBeTruthy();
  });
});

describe('ListingPostingCard', () => {
  it('shows where the car is posted, or that it waits, or nothing without the feature', async () => {
    mockApi({
      [`GET /v1/classifieds/${ID}`]: {
        body: {
          site: 'Craigslist',
          included: true,
          waiting: null,
          craigslistUrl: URL1,
          craigslistPostedAt: '2026-03-01T09:00:00.000Z',
          craigslistUpdatedAt: '2026-03-01T09:00:00.000Z',
        },
      },
      [`GET /v1/classifieds/${ID2}`]: {
        body: {
          site: 'Craigslist',
          included: true,
          waiting: 'new',
          craigslistUrl: null,
          craigslistPostedAt: null,
          craigslistUpdatedAt: null,
        },
      },
    });
    renderPage(
      <>
        <ListingPostingCard listingId={ID} />
        <ListingPostingCard listingId={ID2} />
      </>,
      { path: '/g', route: '/g' },
    );
    expect(await screen.findByRole('heading', { name: 'Also posted on Craigslist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the ad on Craigslist' }).getAttribute('href')).toBe(URL1);
    expect(await screen.findByText(/Waiting to be posted/)).toBeTruthy();
  });
});
