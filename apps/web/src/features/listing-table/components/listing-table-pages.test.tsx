import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingTableRow } from '@revy/shared';
import { apiError, mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { ListingTablePage, ListingTableV2Page } from './listing-table-pages';

afterEach(() => vi.unstubAllGlobals());

const id = (i: number) => `0190bbbb-0000-7000-8000-00000000000${i}`;
const row = (i: number, over: Partial<ListingTableRow> = {}): ListingTableRow => ({
  id: id(i),
  title: `2019 Honda Civic ${i}`,
  vehicle: { year: 2019, make: 'Honda', model: 'Civic' },
  vin: null,
  seller: { id: id(9), name: 'Sam Seller', email: 'sam@example.com' },
  status: 'published',
  saleStatus: 'unsold',
  plan: { name: 'Premium', status: 'ACTIVE', onTrial: false },
  price: 12_000_00 + i,
  isReviewed: false,
  isEscalated: false,
  sellerEscalated: false,
  conciergeEscalated: i === 2,
  isTest: false,
  buyerCount: i,
  offerCount: 0,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
  publishedAt: null,
  deletedAt: null,
  ...over,
});
const page = (content: ListingTableRow[], total = content.length) => ({
  content,
  totalElements: total,
  size: 25,
  number: 0,
  totalPages: Math.ceil(total / 25),
});

describe('the staff listing table', () => {
  it('reads its view from the address, sorts from the headers (aria-sort) and hides the saved hidden columns', async () => {
    const { calls } = mockApi({
      'GET /v1/listing/table/prefs': { body: { hidden: ['plan'] } },
      'GET /v1/listing/table': { body: page([row(1), row(2)], 60) },
      'PUT /v1/listing/table/prefs': (body) => ({ body }),
    });
    renderPage(<ListingTablePage />, {
      path: '/concierge/_/listing-table?status=published&reviewed=false&priceMax=20000',
      route: '/concierge/_/listing-table',
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const first = calls.find((c) => c.path === '/v1/listing/table')!;
    expect(Object.fromEntries(new URLSearchParams(first.search))).toEqual({
      page: '0',
      size: '25',
      status: 'published',
      reviewed: 'false',
      priceMax: '2000000',
    });
    // Plan is hidden by the saved choice; the created column is the default sort.
    expect(within(table).queryByRole('columnheader', { name: 'Plan' })).toBeNull();
    expect(
      within(table)
        .getByRole('columnheader', { name: /Created/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(within(table).getByText('Escalated (concierge)')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'History of 2019 Honda Civic 1' }).getAttribute('href')).toBe(
      `/concierge/history/${id(1)}`,
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/v1/listing/table/export.csv?status=published&priceMax=2000000&reviewed=false',
    );

    // Keyboard: the price header is a button; Enter sorts dearest first.
    const user = userEvent.setup();
    within(table).getByRole('button', { name: /Price/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('descending'),
    );
    await waitFor(() => expect(calls.at(-1)!.search).toContain('sort=price%2Cdesc'));
    expect(screen.getByText('Page 1 of 3 · 60 listings')).toBeTruthy();
  });

  it('v2 selects rows and marks them reviewed, saying how many worked', async () => {
    const { calls } = mockApi({
      'GET /v1/listing/table/prefs': { body: { hidden: [] } },
      'GET /v1/listing/table': { body: page([row(1), row(2)]) },
      [`POST /v1/listing/${id(1)}/review`]: { body: {} },
      [`POST /v1/listing/${id(2)}/review`]: apiError(404, 'NOT_FOUND'),
    });
    renderPage(<ListingTableV2Page />, {
      path: '/concierge/_/listing-table-v2',
      route: '/concierge/_/listing-table-v2',
    });
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Select every listing on this page'));
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Mark reviewed' }),
    );
    expect(await screen.findByText(/1 listing marked reviewed\./)).toBeTruthy();
    expect(screen.getByText(/1 could not be changed/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { reviewed: true },
      { reviewed: true },
    ]);
  });

  it('says when the listings could not be loaded', async () => {
    mockApi({
      'GET /v1/listing/table/prefs': { body: { hidden: [] } },
      'GET /v1/listing/table': apiError(400, 'VALIDATION_FAILED', 'yearMax must not be before yearMin'),
    });
    renderPage(<ListingTablePage />, {
      path: '/concierge/_/listing-table?yearMin=2020&yearMax=2010',
      route: '/concierge/_/listing-table',
    });
    expect(await screen.findByText("We couldn't load the listings")).toBeTruthy();
  });
});
