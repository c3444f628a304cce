import { encodeNext } from './next';

/** Browser addresses the product links to, built in one place (spec 2). */
export const ROUTES = {
  home: '/',
  landing: '/landing',
  showroom: '/showroom',
  signIn: '/auth/sign-in',
  register: '/auth/register',
  verifyEmail: '/auth/verify-email',
  forgotPassword: '/auth/forgot-password',
  dashboard: '/dashboard',
  dashboardSelling: '/dashboard/selling',
  /** Issue 19: the seller's one inbox across all their cars. */
  dashboardInbox: '/dashboard/inbox',
  myGarage: '/my-garage',
  myGarageCreate: '/my-garage/create',
  myGarageListing: (listingId: string) => `/my-garage/${encodeURIComponent(listingId)}`,
  listing: (id: string) => `/listings/${encodeURIComponent(id)}`,
  /** Issue 19: up to three cars side by side (`?ids=a,b,c`; without it, the cars picked on this device). */
  compare: '/compare',
  settings: '/settings',
  requests: '/requests',
  calendar: '/my-calendar',
  testDrives: '/test-drives',
  /** The signed-in user's deals (issue 18), as seller and as buyer, and one deal room. */
  deals: '/deals',
  deal: (id: string) => `/deals/${encodeURIComponent(id)}`,
  /** Saved cars and saved searches (issue 19). */
  saved: '/saved',
  savedSearches: '/saved/searches',
  /** The page an email's unsubscribe link opens (?token=); it asks before it unsubscribes. */
  unsubscribe: '/account/unsubscribe',
  blog: '/blog',
  contact: '/contact',
  privacyTerms: '/privacy/terms',
  privacyPolicy: '/privacy/policy',
  /** The concierge work queues (issue 16): where staff land; the escalated chats come first. */
  concierge: '/concierge/escalated',
  conciergeQueue: (type: string) => `/concierge/${encodeURIComponent(type)}`,
  adminUsers: '/admin/users',
  adminUser: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
  notFound: '/404',
  restricted: '/restricted',
  error: (code: string) => `/error/${encodeURIComponent(code)}`,
  unauthorized: '/error/unauthorized',
} as const;

/** /auth/sign-in with the page to come back to, encoded (spec 2). */
export function signInUrl(next?: string | null): string {
  return next ? `${ROUTES.signIn}?next=${encodeNext(next)}` : ROUTES.signIn;
}

/** Addresses that only forward somewhere else (spec 2). */
export const STATIC_REDIRECTS: Readonly<Record<string, string>> = {
  '/landing': ROUTES.home,
  '/dashboard': ROUTES.dashboardSelling,
  '/my-garage': ROUTES.dashboardSelling,
};
