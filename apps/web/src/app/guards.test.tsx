import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { makeUser, staffUser } from '../test/user.fixture';
import { mockApi, renderRoutedApp, signedOut } from './testing';
import { makeEvent } from '../test/event.fixture';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const ok = { status: 204 };

describe('route guards', () => {
  it('sends a signed-out visitor from /dashboard/selling to sign-in with the encoded next path and records the missing user', async () => {
    const api = mockApi({ 'GET /v1/user/current': signedOut, 'POST /v1/t': ok });
    const app = renderRoutedApp('/dashboard/selling?tab=drafts');
    await waitFor(() => expect(app.location()).toBe('/auth/sign-in?next=%2Fdashboard%2Fselling%3Ftab%3Ddrafts'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/v1/t',
        body: expect.objectContaining({ event: 'Error - User undefined when it should be' }),
      }),
    );
  });

  it('lets a signed-in user into the dashboard and shows the empty garage', async () => {
    const emptyPage = { content: [], totalElements: 0, size: 100, number: 0, totalPages: 0 };
    mockApi({ 'GET /v1/user/current': { body: makeUser() }, 'GET /v1/listing': { body: emptyPage }, 'POST /v1/t': ok });
    const app = renderRoutedApp('/dashboard/selling');
    expect(await screen.findByRole('heading', { name: /Your garage is empty/ })).toBeTruthy();
    expect(app.location()).toBe('/dashboard/selling');
    expect(screen.getByRole('link', { name: 'List my first car' }).getAttribute('href')).toBe('/my-garage/create');
  });

  it('sends an anonymous user to sign-in, without the missing-user event', async () => {
    const api = mockApi({
      'GET /v1/user/current': { body: makeUser({ anonymous: true, email: null }) },
      'POST /v1/t': ok,
    });
    const app = renderRoutedApp('/dashboard/selling');
    await waitFor(() => expect(app.location()).toBe('/auth/sign-in?next=%2Fdashboard%2Fselling'));
    expect(api.calls.some((c) => (c.body as { event?: string } | undefined)?.event?.startsWith('Error'))).toBe(false);
  });

  it('sends a signed-out visitor who leaves the sign-in page for the dashboard home instead', async () => {
    mockApi({ 'GET /v1/user/current': signedOut, 'POST /v1/t': ok });
    const app = renderRoutedApp('/auth/sign-in');
    await waitFor(() => expect(app.location()).toBe('/auth/sign-in'));
    await app.router.navigate('/dashboard/selling');
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('forwards /dashboard and /my-garage to /dashboard/selling', async () => {
    mockApi({ 'GET /v1/user/current': { body: makeUser() }, 'POST /v1/t': ok });
    const app = renderRoutedApp('/dashboard');
    await waitFor(() => expect(app.location()).toBe('/dashboard/selling'));
    await app.router.navigate('/my-garage');
    await waitFor(() => expect(app.location()).toBe('/dashboard/selling'));
  });

  it('keeps non-staff out of admin pages and signed-out visitors at sign-in', async () => {
    mockApi({ 'GET /v1/user/current': { body: makeUser() }, 'POST /v1/t': ok });
    const app = renderRoutedApp('/admin/users');
    await waitFor(() => expect(app.location()).toBe('/error/unauthorized'));
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
  });

  it('sends signed-out visitors of /concierge to sign-in', async () => {
    mockApi({ 'GET /v1/user/current': signedOut, 'POST /v1/t': ok });
    const app = renderRoutedApp('/concierge/listings');
    await waitFor(() => expect(app.location()).toBe('/auth/sign-in?next=%2Fconcierge%2Flistings'));
  });

  it('lets concierge into admin pages but needs admin for user details', async () => {
    mockApi({ 'GET /v1/user/current': { body: staffUser('concierge') }, 'POST /v1/t': ok });
    const app = renderRoutedApp('/admin/notifications');
    expect(await screen.findByRole('combobox', { name: 'Type' }, { timeout: 4000 })).toBeTruthy();
    await app.router.navigate('/admin/users/42');
    await waitFor(() => expect(app.location()).toBe('/error/unauthorized'));
  });

  it('lets an admin open user details', async () => {
    mockApi({ 'GET /v1/user/current': { body: staffUser('admin') }, 'POST /v1/t': ok });
    const app = renderRoutedApp('/admin/users/42');
    await waitFor(() => expect(app.router.state.navigation.state).toBe('idle'));
    await waitFor(() => expect(document.title).toBe('User Details - Revy'));
    expect(app.location()).toBe('/admin/users/42');
  });

  it('checks edit permission on /my-garage/{listingId}', async () => {
    const seller = makeUser();
    const other = makeUser();
    const listing = { id: 'l1', sellerId: seller.id };
    let me = other;
    mockApi({
      'GET /v1/user/current': () => ({ body: me }),
      'GET /v1/listing/l1': { body: listing },
      'POST /v1/t': ok,
    });

    const app = renderRoutedApp('/my-garage/l1/photos');
    await waitFor(() => expect(app.location()).toBe('/listings/l1'));

    me = seller;
    app.qc.clear();
    await app.router.navigate('/my-garage/l1/photos');
    expect(await screen.findByRole('heading', { name: 'Photos that sell your car' })).toBeTruthy();
  });

  it('sends signed-out visitors of a garage listing to sign-in without loading the listing', async () => {
    const api = mockApi({ 'GET /v1/user/current': signedOut, 'POST /v1/t': ok });
    const app = renderRoutedApp('/my-garage/l1');
    await waitFor(() => expect(app.location()).toBe('/auth/sign-in?next=%2Fmy-garage%2Fl1'));
    expect(api.calls.some((c) => c.path.startsWith('/v1/listing'))).toBe(false);
  });

  it('lets event participants in and sends others to the listing', async () => {
    const host = makeUser();
    let me = makeUser();
    const event = makeEvent({
      id: 'e1',
      hostId: host.id,
      listingId: 'l9',
      attendees: [{ userId: 'someone', firstName: 'Bea', lastNameInitial: 'B' }],
    });
    mockApi({ 'GET /v1/user/current': () => ({ body: me }), 'GET /v1/event/e1': { body: event }, 'POST /v1/t': ok });
    const app = renderRoutedApp('/event/e1');
    await waitFor(() => expect(app.location()).toBe('/listings/l9'));

    me = host;
    app.qc.clear();
    await app.router.navigate('/event/e1');
    expect(await screen.findByRole('heading', { name: 'Test drive: Honda Civic' })).toBeTruthy();
  });

  it('shows not-found for a missing event', async () => {
    mockApi({ 'GET /v1/user/current': { body: makeUser() }, 'POST /v1/t': ok });
    renderRoutedApp('/event/missing');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
  });

  it('applies the landing rule on /', async () => {
    mockApi({ 'GET /v1/user/current': signedOut, 'POST /v1/t': ok });
    const app = renderRoutedApp('/?landing=/marketing/live&utm_source=x');
    await waitFor(() => expect(app.location()).toBe('/marketing/live?utm_source=x'));
    expect(sessionStorage.getItem('revy__landing')).toBe('/marketing/live');
    await app.router.navigate('/');
    await waitFor(() => expect(app.location()).toBe('/marketing/live'));
  });

  it('shows the home page without a landing value', async () => {
    mockApi({ 'GET /v1/user/current': signedOut, 'POST /v1/t': ok });
    renderRoutedApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell your car the easy way' })).toBeTruthy();
  });

  it('does not guard public-builder content pages, and shows not-found for unknown ones', async () => {
    mockApi({ 'GET /v1/user/current': signedOut, 'POST /v1/t': ok });
    const app = renderRoutedApp('/some-page');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
    expect(app.location()).toBe('/some-page');
    await app.router.navigate('/a/b/c');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found - Revy'));
  });
});
