import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { AdminUsersPage } from './admin-users-page';

afterEach(() => vi.unstubAllGlobals());

const page = (content: unknown[], totalElements = content.length) => ({
  body: { content, totalElements, size: 25, number: 0, totalPages: Math.ceil(totalElements / 25) },
});

describe('AdminUsersPage', () => {
  it('lists users with kind badges and searches by the typed text', async () => {
    const verified = makeUser({ firstName: 'Vera', lastName: 'Fied', acl: [{ targetId: null, permission: 'admin' }] });
    const guest = makeUser({ email: null, firstName: null, lastName: null, anonymous: true, verified: false });
    const fetchMock = mockFetch({ 'GET /v1/user': page([verified, guest]) });
    renderPage(<AdminUsersPage />, { path: '/admin/users', route: '/admin/users' });
    expect((await screen.findAllByText('Vera Fied')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Anonymous').length).toBeGreaterThan(0);
    expect(screen.getAllByText('admin').length).toBeGreaterThan(0);

    await userEvent.setup().type(screen.getByLabelText('Search users'), 'vera');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=vera'))).toBe(true));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/v1/user?page=0&size=25&sort=createdAt%2Cdesc');
  });

  it('keeps the search box in step with ?q= on Back and Forward', async () => {
    const fetchMock = mockFetch({ 'GET /v1/user': page([makeUser({ firstName: 'Vera', lastName: 'Fied' })]) });
    const { router } = renderPage(<AdminUsersPage />, { path: '/admin/users?q=alice', route: '/admin/users' });
    const box = screen.getByLabelText<HTMLInputElement>('Search users');
    expect(box.value).toBe('alice');

    await act(() => router.navigate('/admin/users?q=bob'));
    expect(box.value).toBe('bob');
    await act(() => router.navigate(-1));
    expect(box.value).toBe('alice');
    await act(() => router.navigate(1));
    expect(box.value).toBe('bob');
    await act(() => router.navigate('/admin/users'));
    expect(box.value).toBe('');

    // The box does not write its old text back over the URL once the debounce runs.
    await new Promise((r) => setTimeout(r, 400));
    expect(router.state.location.search).toBe('');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=bob'))).toBe(true);
  });

  it('leaves the typed text alone when its own URL update lands', async () => {
    mockFetch({ 'GET /v1/user': page([]) });
    const { router } = renderPage(<AdminUsersPage />, { path: '/admin/users', route: '/admin/users' });
    const box = screen.getByLabelText<HTMLInputElement>('Search users');
    const user = userEvent.setup();
    // The URL gets the trimmed text; the space the user is still typing past must survive it.
    await user.type(box, 'jo ');
    await waitFor(() => expect(router.state.location.search).toBe('?q=jo'));
    expect(box.value).toBe('jo ');
    await user.type(box, 'hn');
    await waitFor(() => expect(router.state.location.search).toBe('?q=jo+hn'));
    expect(box.value).toBe('jo hn');
  });

  it('shows a designed empty state when nothing matches', async () => {
    mockFetch({ 'GET /v1/user': page([]) });
    renderPage(<AdminUsersPage />, { path: '/admin/users?q=zzz', route: '/admin/users' });
    expect(await screen.findByRole('heading', { name: 'No users match' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy();
  });

  it('filters by role, verified, disabled and sign-up method, and shows guests only when asked', async () => {
    const fetchMock = mockFetch({ 'GET /v1/user': page([makeUser({ firstName: 'Vera', lastName: 'Fied' })]) });
    const { router } = renderPage(<AdminUsersPage />, { path: '/admin/users', route: '/admin/users' });
    await screen.findAllByText('Vera Fied');
    const last = () => new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://x').searchParams;
    expect(last().get('guests')).toBeNull();
    expect(screen.getByText(/guests hidden/)).toBeTruthy();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Role'), 'concierge');
    await waitFor(() => expect(last().get('role')).toBe('concierge'));
    await user.selectOptions(screen.getByLabelText('Email'), 'false');
    await waitFor(() => expect(last().get('verified')).toBe('false'));
    await user.selectOptions(screen.getByLabelText('Account'), 'true');
    await waitFor(() => expect(last().get('disabled')).toBe('true'));
    await user.selectOptions(screen.getByLabelText('Signed up with'), 'email');
    await waitFor(() => expect(last().get('signupMethod')).toBe('email'));
    const guests = screen.getByRole('switch', { name: 'Show guests' });
    expect(guests.getAttribute('aria-checked')).toBe('false');
    await user.click(guests);
    await waitFor(() => expect(last().get('guests')).toBe('true'));
    expect(router.state.location.search).toBe('?role=concierge&verified=false&disabled=true&signup=email&guests=1');
  });

  it('links rows to the concierge view of a user from the concierge tools', async () => {
    const vera = makeUser({ firstName: 'Vera', lastName: 'Fied' });
    mockFetch({ 'GET /v1/user': page([vera]) });
    renderPage(<AdminUsersPage />, { path: '/concierge/_/users', route: '/concierge/_/users' });
    const links = await screen.findAllByRole('link', { name: /Vera Fied/ });
    expect(links[0]!.getAttribute('href')).toBe(`/concierge/_/users/${vera.id}`);
  });
});
