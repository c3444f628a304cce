import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { SaveSearchButton } from './save-search-button';

afterEach(() => vi.unstubAllGlobals());

/** The showroom's API query for Honda Civics under $20,000 near 95112. */
const PARAMS = {
  page: 0,
  size: 24,
  sort: 'publishedAt,desc',
  status: 'published',
  saleStatus: 'unsold',
  make: 'Honda',
  model: 'Civic',
  priceMax: 20_000_00,
  zip: '95112',
  radius: 50,
};
const FILTERS = {
  sort: 'publishedAt,desc',
  make: 'Honda',
  model: 'Civic',
  priceMax: 20_000_00,
  zip: '95112',
  radius: 50,
};

const render = () =>
  renderPage(<SaveSearchButton params={PARAMS} />, { path: '/showroom?make=Honda', route: '/showroom' });

describe('Save this search', () => {
  it('names the search from its filters, takes a frequency and saves the filters only', async () => {
    const fetchMock = mockFetch({
      'GET /v1/user/current': { body: makeUser() },
      'POST /v1/saved/searches': (body) => ({
        status: 201,
        body: { id: 's1', matchCount: 0, showroomPath: '/showroom', createdAt: '', updatedAt: '', ...(body as object) },
      }),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Honda Civic under $20,000 within 50 mi of 95112');
    const filters = within(within(dialog).getByRole('list', { name: 'Filters of this search' })).getAllByRole(
      'listitem',
    );
    expect(filters.map((li) => li.textContent)).toEqual(['Honda Civic', 'Under $20,000', 'Within 50 mi of 95112']);
    // Focus starts inside the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.clear(name);
    await user.type(name, 'Civic hunt');
    await user.click(within(dialog).getByRole('radio', { name: 'Once a day' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('status')).textContent).toContain('Saved “Civic hunt”');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/v1/saved/searches');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ name: 'Civic hunt', frequency: 'daily', query: FILTERS });
  });

  it('asks for a name before sending anything, and shows the server’s refusal', async () => {
    const fetchMock = mockFetch({
      'GET /v1/user/current': { body: makeUser() },
      'POST /v1/saved/searches': errorReply(
        422,
        'UNPROCESSABLE',
        'You have 25 saved searches, the most you can keep. Delete one you no longer need first.',
      ),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/v1/saved/searches')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name'), 'One too many');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('25 saved searches');
    // Escape closes it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a visitor without an account to sign in and back to the same results', async () => {
    mockFetch({ 'GET /v1/user/current': errorReply(401, 'UNAUTHENTICATED', 'Please sign in') });
    render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/auth/sign-in?next=%2Fshowroom%3Fmake%3DHonda');
  });
});
