import { describe, expect, it } from 'vitest';
import type { Grant } from '../permissions/permissions';
import {
  USER_MISSING_EVENT,
  dashboardGuard,
  eventGuard,
  guardRoute,
  landingGuard,
  myGarageListingGuard,
  postSignInTarget,
  staffGuard,
} from './guards';
import { STATIC_REDIRECTS, signInUrl } from './routes';
import { DEFAULT_TITLE, pageTitle } from './title';

const user = (id: string, opts: { anonymous?: boolean; acl?: Grant[]; disabled?: boolean } = {}) => ({
  id,
  anonymous: opts.anonymous ?? false,
  disabled: opts.disabled ?? false,
  acl: opts.acl ?? [],
});
const member = user('u1');
const anon = user('a1', { anonymous: true });
const concierge = user('c1', { acl: [{ targetId: null, permission: 'concierge' }] });
const admin = user('ad1', { acl: [{ targetId: null, permission: 'admin' }] });

describe('dashboardGuard', () => {
  const path = '/dashboard/selling';
  it('lets a signed-in user with an account in', () => {
    expect(dashboardGuard({ user: member, path })).toEqual({ allow: true });
  });

  it('sends a signed-out visitor to sign-in with the encoded next path and records the missing user', () => {
    expect(dashboardGuard({ user: null, path: '/dashboard/selling?x=1' })).toEqual({
      redirect: '/auth/sign-in?next=%2Fdashboard%2Fselling%3Fx%3D1',
      track: USER_MISSING_EVENT,
    });
    expect(USER_MISSING_EVENT).toBe('Error - User undefined when it should be');
  });

  it('sends an anonymous user to sign-in without the missing-user event', () => {
    expect(dashboardGuard({ user: anon, path })).toEqual({ redirect: signInUrl(path) });
  });

  it('sends visitors coming from the sign-in page home', () => {
    expect(dashboardGuard({ user: null, path, from: '/auth/sign-in?next=%2Fdashboard%2Fselling' })).toEqual({
      redirect: '/',
      track: USER_MISSING_EVENT,
    });
    expect(dashboardGuard({ user: anon, path, from: '/auth/sign-in' })).toEqual({ redirect: '/' });
    expect(dashboardGuard({ user: anon, path, from: '/auth/register' })).toEqual({ redirect: signInUrl(path) });
  });
});

describe('myGarageListingGuard', () => {
  const listing = { id: 'l1', sellerId: 'u1' };
  const path = '/my-garage/l1/photos';
  it('lets the seller, concierge and admin in', () => {
    for (const u of [member, concierge, admin])
      expect(myGarageListingGuard({ user: u, listingId: 'l1', listing, path })).toEqual({ allow: true });
  });

  it('lets an anonymous seller in', () => {
    expect(myGarageListingGuard({ user: anon, listingId: 'l2', listing: { id: 'l2', sellerId: 'a1' }, path })).toEqual({
      allow: true,
    });
  });

  it('sends signed-out and anonymous non-sellers to sign-in with next', () => {
    expect(myGarageListingGuard({ user: null, listingId: 'l1', listing, path })).toEqual({ redirect: signInUrl(path) });
    expect(myGarageListingGuard({ user: anon, listingId: 'l1', listing, path })).toEqual({ redirect: signInUrl(path) });
  });

  it('sends signed-in users who cannot edit to the public listing', () => {
    const other = user('u2');
    expect(myGarageListingGuard({ user: other, listingId: 'l1', listing, path })).toEqual({ redirect: '/listings/l1' });
    expect(myGarageListingGuard({ user: other, listingId: 'l1', listing: null, path })).toEqual({
      redirect: '/listings/l1',
    });
  });

  it('honours an edit grant on the listing', () => {
    const editor = user('u3', { acl: [{ targetId: 'l1', permission: 'edit' }] });
    expect(myGarageListingGuard({ user: editor, listingId: 'l1', listing, path })).toEqual({ allow: true });
  });
});

describe('staffGuard', () => {
  const path = '/admin/users';
  it('lets concierge and admin into staff pages', () => {
    expect(staffGuard({ user: concierge, path })).toEqual({ allow: true });
    expect(staffGuard({ user: admin, path })).toEqual({ allow: true });
  });

  it('sends signed-out and anonymous visitors to sign-in', () => {
    expect(staffGuard({ user: null, path })).toEqual({ redirect: '/auth/sign-in?next=%2Fadmin%2Fusers' });
    expect(staffGuard({ user: anon, path })).toEqual({ redirect: '/auth/sign-in?next=%2Fadmin%2Fusers' });
  });

  it('sends other users to /error/unauthorized', () => {
    expect(staffGuard({ user: member, path })).toEqual({ redirect: '/error/unauthorized' });
    expect(staffGuard({ user: user('x', { acl: [{ targetId: 'l1', permission: 'admin' }] }), path })).toEqual({
      redirect: '/error/unauthorized',
    });
  });

  it('requires admin for user details', () => {
    expect(staffGuard({ user: concierge, path: '/admin/users/1', requireAdmin: true })).toEqual({
      redirect: '/error/unauthorized',
    });
    expect(staffGuard({ user: admin, path: '/admin/users/1', requireAdmin: true })).toEqual({ allow: true });
  });

  it('treats a disabled staff member as not staff', () => {
    expect(
      staffGuard({ user: user('d', { disabled: true, acl: [{ targetId: null, permission: 'admin' }] }), path }),
    ).toEqual({
      redirect: '/error/unauthorized',
    });
  });
});

describe('eventGuard', () => {
  const path = '/event/e1';
  const event = { hostId: 'host', listingId: 'l1', attendees: [{ userId: 'guest' }] };
  it('needs a signed-in user with an account', () => {
    expect(eventGuard({ user: null, path, event })).toEqual({ redirect: signInUrl(path) });
    expect(eventGuard({ user: anon, path, event })).toEqual({ redirect: signInUrl(path) });
  });

  it('lets the host and attendees in', () => {
    expect(eventGuard({ user: user('host'), path, event })).toEqual({ allow: true });
    expect(eventGuard({ user: user('guest'), path, event })).toEqual({ allow: true });
  });

  it('sends anyone else to the listing, or to the dashboard without one', () => {
    expect(eventGuard({ user: member, path, event })).toEqual({ redirect: '/listings/l1' });
    expect(eventGuard({ user: member, path, event: { ...event, listingId: null } })).toEqual({
      redirect: '/dashboard',
    });
    expect(eventGuard({ user: member, path, event: null })).toEqual({ redirect: '/dashboard' });
  });
});

describe('landingGuard', () => {
  it('shows the home page without a landing value', () => {
    expect(landingGuard({})).toEqual({ allow: true });
  });

  it('saves ?landing= and goes there', () => {
    expect(landingGuard({ queryLanding: '/marketing/live' })).toEqual({
      redirect: '/marketing/live',
      saveLanding: '/marketing/live',
    });
    expect(landingGuard({ queryLanding: 'marketing', savedLanding: '/lp' })).toEqual({
      redirect: '/marketing',
      saveLanding: '/marketing',
    });
  });

  it('goes to the saved value, else the configured default', () => {
    expect(landingGuard({ savedLanding: '/lp', defaultLanding: '/marketing' })).toEqual({ redirect: '/lp' });
    expect(landingGuard({ defaultLanding: '/marketing' })).toEqual({ redirect: '/marketing' });
  });

  it('ignores values that leave the site or loop back', () => {
    for (const bad of ['https://evil.com', '//evil.com', '/', '/landing', '/landing/', '/?a=1']) {
      expect(landingGuard({ queryLanding: bad })).toEqual({ allow: true });
    }
  });
});

describe('postSignInTarget', () => {
  it('returns the next path, else /dashboard/selling', () => {
    expect(postSignInTarget('/my-garage/1')).toBe('/my-garage/1');
    expect(postSignInTarget(null)).toBe('/dashboard/selling');
    expect(postSignInTarget('//evil.com')).toBe('/dashboard/selling');
    expect(postSignInTarget('/auth/sign-in')).toBe('/dashboard/selling');
  });

  it('sends staff without a next to the concierge queues, and to their next when they have one', () => {
    const concierge = { id: 'c', disabled: false, acl: [{ targetId: null, permission: 'concierge' as const }] };
    const admin = { ...concierge, acl: [{ targetId: null, permission: 'admin' as const }] };
    const seller = { ...concierge, acl: [] };
    expect(postSignInTarget(null, concierge)).toBe('/concierge/escalated');
    expect(postSignInTarget('/auth/sign-in', admin)).toBe('/concierge/escalated');
    expect(postSignInTarget('/my-garage/1', concierge)).toBe('/my-garage/1');
    expect(postSignInTarget(null, seller)).toBe('/dashboard/selling');
    expect(postSignInTarget(null, { ...concierge, disabled: true })).toBe('/dashboard/selling');
  });
});

describe('guardRoute', () => {
  it('skips every guard on publicBuilder routes', () => {
    expect(guardRoute({ publicBuilder: true }, () => ({ redirect: '/x' }))).toEqual({ allow: true });
    expect(guardRoute({}, () => ({ redirect: '/x' }))).toEqual({ redirect: '/x' });
  });
});

describe('static redirects and titles', () => {
  it('forwards /landing home and the dashboard roots to selling', () => {
    expect(STATIC_REDIRECTS).toEqual({
      '/landing': '/',
      '/dashboard': '/dashboard/selling',
      '/my-garage': '/dashboard/selling',
    });
  });

  it('uses the route title with the brand, else the default title', () => {
    expect(pageTitle({ title: 'Showroom' })).toBe('Showroom - Revy');
    expect(pageTitle({})).toBe(DEFAULT_TITLE);
    expect(pageTitle(undefined)).toBe('Revy - The best way to sell your car, powered by AI');
  });
});
