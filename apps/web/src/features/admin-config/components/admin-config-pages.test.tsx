import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConfigItem } from '@revy/shared';
import { mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { staffUser } from '../../../test/user.fixture';
import { AdminConfigCreatePage } from './config-create-page';
import { AdminConfigPage } from './config-list-page';

afterEach(() => vi.unstubAllGlobals());

const item = (over: Partial<ConfigItem> = {}): ConfigItem => ({
  id: '0190aaaa-0000-7000-8000-000000000001',
  name: 'sellerSlaMinutes',
  value: null,
  type: 'number',
  description: 'Minutes a buyer waits',
  updatedBy: null,
  updatedByName: null,
  readCount: 12,
  readAt: '2026-03-01T09:00:00.000Z',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  known: true,
  public: false,
  defaultValue: '120',
  ...over,
});
const page = (content: ConfigItem[]) => ({
  content,
  totalElements: content.length,
  size: 50,
  number: 0,
  totalPages: 1,
});

describe('AdminConfigPage', () => {
  it('lists settings with value, who changed them by name and reads; known ones marked; search goes to the server', async () => {
    const { calls } = mockApi({
      'GET /v1/user/current': { body: staffUser('concierge') },
      'GET /v1/config': {
        body: page([
          item(),
          item({
            id: '0190aaaa-0000-7000-8000-000000000002',
            name: 'promo.banner',
            type: 'json',
            value: '{"on":true}',
            known: false,
            defaultValue: null,
            updatedBy: '0190aaaa-0000-7000-8000-0000000000ff',
            updatedByName: 'Ada Admin',
            readCount: 0,
            readAt: null,
          }),
        ]),
      },
    });
    renderPage(<AdminConfigPage />, { path: '/admin/config', route: '/admin/config' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'sellerSlaMinutes' }).getAttribute('href')).toBe(
      '/admin/config/0190aaaa-0000-7000-8000-000000000001',
    );
    expect(within(table).getAllByText('Used by the product')).toHaveLength(1);
    expect(within(table).getByText(': 120')).toBeTruthy();
    expect(within(table).getByText('{"on":true}')).toBeTruthy();
    expect(within(table).getByText(/by Ada Admin/)).toBeTruthy();
    expect(within(table).getByText('Not changed yet')).toBeTruthy();
    expect(within(table).getByText(/never read/)).toBeTruthy();
    // A concierge reads; only admins get the button to create.
    expect(screen.queryByRole('link', { name: 'New setting' })).toBeNull();

    await userEvent.setup().type(screen.getByLabelText('Search by name'), 'promo');
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/v1/config' && new URLSearchParams(c.search).get('search') === 'promo'),
      ).toBe(true),
    );
  });
});

describe('AdminConfigCreatePage', () => {
  it('checks name and value as the server does, fixes the type of a known name, and sends the shared payload', async () => {
    const created = item({ id: '0190aaaa-0000-7000-8000-000000000003', name: 'promo.on', type: 'boolean' });
    const { calls } = mockApi({
      'GET /v1/user/current': { body: staffUser('admin') },
      'POST /v1/config': { status: 201, body: created },
    });
    renderPage(<AdminConfigCreatePage />, { path: '/admin/config/configrow', route: '/admin/config/configrow' });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.type(name, '9 lives');
    await user.tab();
    expect(await screen.findByText(/Start with a letter/)).toBeTruthy();

    await user.clear(name);
    await user.type(name, 'sellerSlaMinutes');
    expect(screen.getByText(/sellerSlaMinutes already exists/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Number' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Text' }) as HTMLInputElement).disabled).toBe(true);

    await user.clear(name);
    await user.type(name, 'promo.on');
    await user.click(screen.getByRole('radio', { name: 'Number' }));
    await user.type(screen.getByLabelText('Value'), 'ten');
    expect(await screen.findByText('Enter a number')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'On / off' }));
    const toggle = screen.getByRole('switch', { name: 'Value' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Create setting' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'promo.on',
      type: 'boolean',
      value: 'true',
      description: null,
    });
  });
});
