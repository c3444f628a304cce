import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingImport, ListingImportPreview } from '@revy/shared';
import { mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { AdminImportPage } from './admin-import-page';

afterEach(() => vi.unstubAllGlobals());

const ID = '0190aaaa-0000-7000-8000-000000000001';
const imp = (over: Partial<ListingImport> = {}): ListingImport => ({
  id: ID,
  fileName: 'feed.csv',
  status: 'ready',
  headers: ['VIN', 'Year', 'Make', 'Model', 'Notes'],
  mapping: { VIN: 'vin', Year: 'year', Make: 'make', Model: null, Notes: 'description' },
  sellerEmail: null,
  counts: {
    rows: 3,
    processed: 0,
    created: 0,
    updated: 0,
    skipped: 0,
    photosFetched: 0,
    photosFailed: 0,
    photosPending: 0,
  },
  uploadedBy: { id: 'u', name: 'Ada Admin' },
  error: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...over,
});
const page = (content: ListingImport[]) => ({
  content,
  totalElements: content.length,
  size: 10,
  number: 0,
  totalPages: 1,
});
const render = (path: string) => renderPage(<AdminImportPage />, { path, route: '/admin/import' });

describe('AdminImportPage', () => {
  it('starts on Upload with the limits stated and an empty list of recent imports', async () => {
    mockApi({ 'GET /v1/listing-import': { body: page([]) } });
    render('/admin/import');
    expect(await screen.findByRole('heading', { name: 'Upload a file' })).toBeTruthy();
    expect(screen.getByText(/at most 5 MB and 5,000 rows/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download a sample CSV' }).getAttribute('download')).toBe(
      'revy-import-sample.csv',
    );
    expect(await screen.findByText(/No imports yet/)).toBeTruthy();
    expect(
      screen.getByRole('navigation', { name: 'Import steps' }).querySelector('[aria-current="step"]')?.textContent,
    ).toContain('Upload');
  });

  it('offers the file picker without drop words on a touch screen, where nothing can be dragged', async () => {
    const touch = (query: string) => ({
      matches: !query.includes('pointer: fine'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    vi.stubGlobal('matchMedia', vi.fn(touch));
    try {
      mockApi({ 'GET /v1/listing-import': { body: page([]) } });
      render('/admin/import');
      expect(await screen.findByText('Pick a CSV or TSV file from this device')).toBeTruthy();
      expect(screen.queryByText(/Drop a CSV/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('flags required fields without a column, then maps and previews row errors', async () => {
    const preview: ListingImportPreview = {
      import: imp({
        mapping: { VIN: 'vin', Year: 'year', Make: 'make', Model: 'model', Notes: 'description' },
        sellerEmail: 's@x.test',
      }),
      counts: { new: 2, update: 0, error: 1 },
      missingFields: [],
      rows: [
        { row: 1, action: 'new', vin: '1HGCM82633A004352', title: '2019 Honda Accord', price: 1_890_000, errors: [] },
        {
          row: 2,
          action: 'error',
          vin: null,
          title: null,
          price: null,
          errors: [{ row: 2, column: 'VIN', message: 'A VIN has 17 characters; this one has 3' }],
        },
      ],
      errors: [{ row: 2, column: 'VIN', message: 'A VIN has 17 characters; this one has 3' }],
    };
    const { calls } = mockApi({
      'GET /v1/listing-import': { body: page([imp()]) },
      [`GET /v1/listing-import/${ID}`]: { body: imp() },
      [`PUT /v1/listing-import/${ID}/mapping`]: { body: preview },
      [`GET /v1/listing-import/${ID}/preview`]: { body: preview },
    });
    render(`/admin/import?id=${ID}`);
    expect(await screen.findByRole('heading', { name: 'Map columns' })).toBeTruthy();
    expect(screen.getByText('Model, Seller email')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Preview the import' });
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText('Column “Model”'), 'model');
    await userEvent.type(screen.getByLabelText('Seller of every car in this file'), 's@x.test');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(button);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      mapping: preview.import.mapping,
      sellerEmail: 's@x.test',
    });

    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeTruthy();
    const errors = screen.getByRole('list', { name: 'Row errors' });
    expect(within(errors).getByText(/A VIN has 17 characters/)).toBeTruthy();
    expect(screen.getByText('$18,900')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 2 cars' })).toBeTruthy();
  });

  it('shows the progress of a running import and the report of a finished one', async () => {
    mockApi({
      'GET /v1/listing-import': { body: page([]) },
      [`GET /v1/listing-import/${ID}`]: {
        body: imp({ status: 'running', counts: { ...imp().counts, rows: 50, processed: 20, created: 19, skipped: 1 } }),
      },
    });
    render(`/admin/import?id=${ID}`);
    expect(await screen.findByText('20 of 50')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Rows imported' }).getAttribute('aria-valuenow')).toBe('20');
  });
});
