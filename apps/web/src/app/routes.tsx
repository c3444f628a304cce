import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ROUTES, STATIC_REDIRECTS } from '@revy/shared';
// Error pages are small and needed when anything fails, so they ship with the first bundle.
import { ErrorCodePage, NotFoundPage, RestrictedPage } from '../features/errors';
import { createGuards, forwardTo, type NavMemory } from './guards';
import { RootRoute, RouteErrorBoundary, RootHydrateFallback } from './root-route';
import type { RouteHandle } from './route-meta';
import { loadAdminPages } from '../features/admin';
import { loadAdminJobsPage } from '../features/admin-jobs';
import { loadAdminConfigPages } from '../features/admin-config';
import { loadAdminImportPage } from '../features/admin-import';
import { loadAdminUserDetailsPage, loadAdminUsersPage } from '../features/admin-users';
import { loadAssetsPage } from '../features/assets';
import { loadAuthRoute, loadSocialButtonPages } from '../features/auth';
import { loadBlogPages } from '../features/blog';
import { loadBuyerChatPages } from '../features/chat';
import { loadComparePage } from '../features/compare';
import { loadConciergePages, loadConciergeQueuesPage } from '../features/concierge';
import { loadContentEditorPages, loadContentPages } from '../features/content';
import { loadDashboardPage } from '../features/dashboard';
import { loadDealPages } from '../features/deals';
import { loadEventPages } from '../features/events';
import { loadHistoryPage } from '../features/history';
import { loadIdChecksPage, loadVerifyPage } from '../features/id-verification';
import { loadClassifiedsPages } from '../features/classifieds';
import { loadCreateListingPage, loadGaragePages } from '../features/garage';
import { cachedListingTitle } from '../features/listings';
import { loadListingTablePages } from '../features/listing-table';
import { loadHomePage, loadMarketingPages } from '../features/marketing';
import { loadAdminNotificationsPage } from '../features/notifications';
import { loadOnboardingPages } from '../features/onboarding';
import { loadSandboxCheckoutPage } from '../features/payments';
import { loadRequestsPage } from '../features/requests';
import { loadSavedPages } from '../features/saved';
import { loadSettingsPage } from '../features/settings';
import { loadListingPages, loadShowroomPage } from '../features/showroom';
import { loadWidgetPages } from '../features/widgets';

/** A route that only forwards (its loader redirects before anything renders). */
const forward = (to: string): Pick<RouteObject, 'loader' | 'Component'> => ({
  loader: forwardTo(to),
  Component: () => null,
});

/** Lazily loads one named component of a module, so each area ships in its own chunk. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

const GARAGE_SECTIONS = [
  'concierge',
  'edit',
  'enrich',
  'messages',
  'offers',
  'photos',
  'plans',
  'pricing',
  'requests',
  'revy',
] as const;

/**
 * The route table: every address of spec 2 with its layout, title, footer and guard. Layouts are
 * chosen by the deepest route's `handle.layout` and drawn by the root route, so nesting follows
 * the addresses and guards, not the layouts.
 */
export function createRoutes(qc: QueryClient, nav: NavMemory): RouteObject[] {
  const guard = createGuards(qc, nav);
  const h = (handle: RouteHandle) => handle;
  const sectionHandle = h({ layout: 'app', footer: true, publicBuilder: true });

  const children: RouteObject[] = [
    // Public and user pages
    {
      index: true,
      handle: h({ layout: 'app', footer: true }),
      loader: guard.landing(),
      ...page(loadHomePage, (m) => m.HomePage),
    },
    {
      path: 'showroom',
      handle: h({ layout: 'app', title: 'Showroom' }),
      ...page(loadShowroomPage, (m) => m.ShowroomPage),
    },
    {
      // Issue 19: up to three cars side by side (?ids=a,b,c, or the cars picked on this device).
      path: 'compare',
      handle: h({ layout: 'app', title: 'Compare cars' }),
      ...page(loadComparePage, (m) => m.ComparePage),
    },
    {
      path: 'requests',
      handle: h({ layout: 'app', title: 'Requests' }),
      ...page(loadRequestsPage, (m) => m.RequestsPage),
    },
    {
      path: 'settings',
      handle: h({ layout: 'app', title: 'Settings' }),
      ...page(loadSettingsPage, (m) => m.SettingsPage),
    },
    {
      path: 'my-settings',
      handle: h({ layout: 'app', title: 'Settings' }),
      ...page(loadSettingsPage, (m) => m.SettingsPage),
    },
    {
      // Issue 18: verify your ID (the deal room links here too); ?next= is the way back.
      path: 'account/verify',
      handle: h({ layout: 'app', title: 'Verify your ID' }),
      loader: guard.dashboard(),
      ...page(loadVerifyPage, (m) => m.VerifyPage),
    },
    {
      path: 'my-calendar',
      handle: h({ layout: 'app', title: 'My calendar' }),
      ...page(loadEventPages, (m) => m.MyCalendarPage),
    },
    {
      path: 'test-drives',
      handle: h({ layout: 'app', title: 'Test drives' }),
      ...page(loadEventPages, (m) => m.TestDrivesPage),
    },
    {
      path: 'event/:id',
      handle: h({ layout: 'app', title: 'Test drive' }),
      loader: guard.event(),
      ...page(loadEventPages, (m) => m.EventPage),
    },
    // The deal room (issue 18): accounts only, guarded like the dashboard (signed out: sign in and come back).
    {
      path: 'deals',
      handle: h({ layout: 'app', title: 'My deals' }),
      loader: guard.dashboard(),
      ...page(loadDealPages, (m) => m.DealsPage),
    },
    {
      path: 'deals/:id',
      handle: h({ layout: 'app', title: 'Deal room' }),
      loader: guard.dashboard(),
      ...page(loadDealPages, (m) => m.DealRoomPage),
    },
    // Saved cars and searches (issue 19): accounts only; signed out, sign in and come back.
    {
      path: 'saved',
      handle: h({ layout: 'app', title: 'Saved' }),
      loader: guard.dashboard(),
      ...page(loadSavedPages, (m) => m.SavedCarsPage),
    },
    {
      path: 'saved/searches',
      handle: h({ layout: 'app', title: 'Saved searches' }),
      loader: guard.dashboard(),
      ...page(loadSavedPages, (m) => m.SavedSearchesPage),
    },
    // An email's unsubscribe link (issue 19): no sign-in; the page asks before it posts the token.
    {
      path: 'account/unsubscribe',
      handle: h({ layout: 'app', title: 'Unsubscribe' }),
      ...page(loadSavedPages, (m) => m.UnsubscribePage),
    },
    { path: 'dashboard', ...forward(STATIC_REDIRECTS['/dashboard']!) },
    {
      path: 'dashboard/:action',
      handle: h({ layout: 'app', title: 'My garage' }),
      loader: guard.dashboard(),
      ...page(loadDashboardPage, (m) => m.DashboardPage),
    },
    {
      path: 'blog',
      handle: h({ layout: 'app', footer: true, title: 'Blog' }),
      ...page(loadBlogPages, (m) => m.BlogPage),
    },
    {
      path: 'blog/:id',
      handle: h({ layout: 'app', footer: true, title: 'Blog' }),
      ...page(loadBlogPages, (m) => m.BlogPostPage),
    },
    {
      path: 'privacy/terms',
      handle: h({ layout: 'app', footer: true, title: 'Terms of service' }),
      ...page(loadContentPages, (m) => m.TermsPage),
    },
    {
      path: 'privacy/policy',
      handle: h({ layout: 'app', footer: true, title: 'Privacy policy' }),
      ...page(loadContentPages, (m) => m.PrivacyPolicyPage),
    },
    {
      path: 'contact',
      handle: h({ layout: 'landing', title: 'Contact us' }),
      ...page(loadMarketingPages, (m) => m.ContactPage),
    },
    { path: 'lp', handle: h({ layout: 'app' }), ...page(loadMarketingPages, (m) => m.LpPage) },
    { path: 'iframe', handle: h({ layout: 'widget' }), ...page(loadWidgetPages, (m) => m.IframePage) },
    { path: 'landing', ...forward(STATIC_REDIRECTS['/landing']!) },

    // Listings and chat
    {
      path: 'listings/:id',
      handle: h({ layout: 'app', footer: true, title: (p) => cachedListingTitle(qc, p.id) }),
      ...page(loadListingPages, (m) => m.ListingPage),
    },
    {
      path: 'listings/:id/chat',
      handle: h({ layout: 'app', title: 'Messages' }),
      ...page(loadBuyerChatPages, (m) => m.ListingChatPage),
    },
    {
      path: 'listings/:id/chat/:chatId',
      handle: h({ layout: 'app', title: 'Messages' }),
      ...page(loadBuyerChatPages, (m) => m.ListingChatPage),
    },
    {
      path: 'old-listings/:id',
      handle: h({ layout: 'app', title: (p) => cachedListingTitle(qc, p.id) }),
      ...page(loadListingPages, (m) => m.OldListingPage),
    },
    {
      path: 'old-listings/:id/chat',
      handle: h({ layout: 'app', title: 'Messages' }),
      ...page(loadBuyerChatPages, (m) => m.OldListingChatPage),
    },
    {
      path: 'old-listings/:id/photos/:photoId',
      handle: h({ layout: 'detail', title: 'Photos' }),
      ...page(loadListingPages, (m) => m.OldListingPhotoPage),
    },

    // My garage
    { path: 'my-garage', ...forward(STATIC_REDIRECTS['/my-garage']!) },
    {
      path: 'my-garage/create',
      handle: h({ layout: 'app', title: 'Sell my car' }),
      ...page(loadCreateListingPage, (m) => m.CreateListingPage),
    },
    {
      path: 'my-garage/:listingId',
      handle: h({ layout: 'app', title: 'My garage' }),
      loader: guard.myGarageListing(),
      children: [
        {
          path: 'comet',
          handle: h({ layout: 'empty', title: 'Conversations' }),
          ...page(loadGaragePages, (m) => () => <m.GarageSectionPage section="comet" />),
        },
        {
          ...page(loadGaragePages, (m) => m.GarageListingShell),
          children: [
            { index: true, ...page(loadGaragePages, (m) => () => <m.GarageSectionPage section="overview" />) },
            ...GARAGE_SECTIONS.map((section) => ({
              path: section,
              ...page(loadGaragePages, (m) => () => <m.GarageSectionPage section={section} />),
            })),
            { path: 'enrich/:form', ...page(loadGaragePages, (m) => () => <m.GarageSectionPage section="enrich" />) },
            {
              path: 'messages/:chatId',
              ...page(loadGaragePages, (m) => () => <m.GarageSectionPage section="messages" />),
            },
            { path: 'publish/:step', ...page(loadGaragePages, (m) => () => <m.GarageSectionPage section="publish" />) },
          ],
        },
      ],
    },

    // Onboarding
    {
      path: 'onboarding',
      handle: h({ layout: 'app', title: 'Welcome' }),
      ...page(loadOnboardingPages, (m) => m.OnboardingPage),
    },
    {
      path: 'onboarding/:listingId/before-you-leave',
      handle: h({ layout: 'newApp' }),
      ...page(loadOnboardingPages, (m) => m.BeforeYouLeavePage),
    },

    // Concierge (staff)
    {
      path: 'concierge',
      handle: h({ layout: 'app', title: 'Concierge' }),
      loader: guard.staff(),
      ...page(loadConciergePages, (m) => m.ConciergeSection),
      children: [
        { index: true, ...forward(ROUTES.concierge) },
        {
          path: 'scam',
          handle: h({ title: 'Scam shield - Concierge' }),
          ...page(loadConciergePages, (m) => m.ScamQueuePage),
        },
        {
          path: 'id-checks',
          handle: h({ title: 'ID checks - Concierge' }),
          ...page(loadIdChecksPage, (m) => m.IdChecksPage),
        },
        {
          path: ':type',
          handle: h({ title: 'Work queues - Concierge' }),
          ...page(loadConciergeQueuesPage, (m) => m.ConciergeQueuesPage),
        },
        {
          path: 'history/:listingId',
          handle: h({ title: 'History - Concierge' }),
          ...page(loadHistoryPage, (m) => m.ListingHistoryPage),
        },
        {
          path: 'bulk-activate-purchases',
          handle: h({ title: 'Bulk Activate Purchases - Concierge' }),
          ...page(loadConciergePages, (m) => m.BulkActivatePurchasesPage),
        },
        {
          path: '_/users',
          handle: h({ title: 'Users - Concierge' }),
          ...page(loadAdminUsersPage, (m) => m.AdminUsersPage),
        },
        {
          // The concierge's view of a user (decision 032): /admin/users/{id} needs admin (spec 6).
          path: '_/users/:id',
          handle: h({ title: 'User - Concierge' }),
          ...page(loadAdminUserDetailsPage, (m) => m.AdminUserDetailsPage),
        },
        {
          path: '_/listing-table',
          handle: h({ title: 'Listings - Concierge' }),
          ...page(loadListingTablePages, (m) => m.ListingTablePage),
        },
        {
          path: '_/listing-table-v2',
          handle: h({ title: 'Listings - Concierge' }),
          ...page(loadListingTablePages, (m) => m.ListingTableV2Page),
        },
      ],
    },

    // Admin (staff; user details need admin)
    {
      path: 'admin',
      handle: h({ layout: 'app', title: 'Admin' }),
      loader: guard.staff(),
      ...page(loadAdminPages, (m) => m.AdminSection),
      children: [
        { index: true, handle: h({ title: 'Admin' }), ...page(loadAdminPages, (m) => m.AdminIndexPage) },
        {
          path: 'users',
          handle: h({ title: 'Users' }),
          ...page(loadAdminUsersPage, (m) => m.AdminUsersPage),
        },
        {
          path: 'users/:id',
          handle: h({ title: 'User Details' }),
          loader: guard.staff(undefined, true),
          ...page(loadAdminUserDetailsPage, (m) => m.AdminUserDetailsPage),
        },
        {
          path: 'notifications',
          handle: h({ title: 'Notifications' }),
          ...page(loadAdminNotificationsPage, (m) => m.AdminNotificationsPage),
        },
        {
          path: 'jobs',
          handle: h({ title: 'Jobs' }),
          ...page(loadAdminJobsPage, (m) => m.AdminJobsPage),
        },
        {
          path: 'import',
          handle: h({ title: 'Import listings' }),
          // The import API is admins' only (decision 033): concierges are sent to the restricted page.
          loader: guard.staff(undefined, true),
          ...page(loadAdminImportPage, (m) => m.AdminImportPage),
        },
        {
          path: 'craigslist',
          handle: h({ title: 'Classifieds' }),
          ...page(loadClassifiedsPages, (m) => m.ClassifiedsIndexPage),
        },
        {
          path: 'craigslist/_/work',
          handle: h({ title: 'Classifieds work' }),
          ...page(loadClassifiedsPages, (m) => m.ClassifiedsWorkPage),
        },
        {
          path: 'craigslist/_/sync',
          handle: h({ title: 'Classifieds sync' }),
          ...page(loadClassifiedsPages, (m) => m.ClassifiedsSyncPage),
        },
        {
          path: 'craigslist/_/status',
          handle: h({ title: 'Classifieds status' }),
          ...page(loadClassifiedsPages, (m) => m.ClassifiedsStatusPage),
        },
        {
          path: 'craigslist/_/bulk-sync',
          handle: h({ title: 'Classifieds bulk sync' }),
          ...page(loadClassifiedsPages, (m) => m.ClassifiedsBulkSyncPage),
        },
        {
          path: 'config',
          handle: h({ title: 'Config' }),
          ...page(loadAdminConfigPages, (m) => m.AdminConfigPage),
        },
        {
          path: 'config/configrow',
          handle: h({ title: 'New setting' }),
          ...page(loadAdminConfigPages, (m) => m.AdminConfigCreatePage),
        },
        {
          path: 'config/:id',
          handle: h({ title: 'Edit setting' }),
          ...page(loadAdminConfigPages, (m) => m.AdminConfigItemPage),
        },
        // Content editor (issue 17): admins and concierges, like the other staff tools under /admin.
        {
          path: 'content',
          handle: h({ title: 'Content' }),
          ...page(loadContentEditorPages, (m) => m.AdminContentListPage),
        },
        {
          path: 'content/new',
          handle: h({ title: 'New content' }),
          ...page(loadContentEditorPages, (m) => m.AdminContentEditPage),
        },
        {
          path: 'content/:id',
          handle: h({ title: 'Edit content' }),
          ...page(loadContentEditorPages, (m) => m.AdminContentEditPage),
        },
        { path: ':section', ...page(loadAdminPages, (m) => m.AdminSectionPage) },
      ],
    },

    // Marketing
    { path: 'marketing', handle: h({ layout: 'landing' }), ...page(loadMarketingPages, (m) => m.MarketingPage) },
    {
      path: 'marketing/live',
      handle: h({ layout: 'landing' }),
      ...page(loadMarketingPages, (m) => m.MarketingLivePage),
    },
    {
      path: 'marketing/landing-page-test-1',
      handle: h({ layout: 'newLanding' }),
      ...page(loadMarketingPages, (m) => m.LandingPageTest1),
    },

    // Auth and other
    {
      path: 'auth/facebookloginbutton',
      handle: h({ layout: 'widget' }),
      ...page(loadSocialButtonPages, (m) => m.FacebookLoginButtonPage),
    },
    {
      path: 'auth/appleloginbutton',
      handle: h({ layout: 'widget' }),
      ...page(loadSocialButtonPages, (m) => m.AppleLoginButtonPage),
    },
    {
      path: 'auth/:action',
      handle: h({ layout: 'auth', title: (p) => (p.action ? AUTH_TITLES[p.action] : undefined) }),
      ...page(loadAuthRoute, (m) => m.AuthRoute),
    },
    // The built-in sandbox checkout (payments issue): no guard, the session id is the key.
    {
      path: 'checkout/sandbox/:sessionId',
      handle: h({ layout: 'empty', title: 'Checkout' }),
      ...page(loadSandboxCheckoutPage, (m) => m.SandboxCheckoutPage),
    },
    {
      path: 'assets',
      handle: h({ layout: 'app', title: 'Photos and documents' }),
      ...page(loadAssetsPage, (m) => m.AssetsPage),
    },
    { path: '404', handle: h({ layout: 'default', title: 'Page not found' }), Component: NotFoundPage },
    { path: 'restricted', handle: h({ layout: 'default', title: 'Restricted' }), Component: RestrictedPage },
    {
      path: 'error/:error',
      handle: h({ layout: 'default', title: (p) => (p.error === 'unauthorized' ? 'Access denied' : 'Error') }),
      Component: ErrorCodePage,
    },
    {
      path: 'test/event',
      handle: h({ layout: 'default', title: 'Booking sandbox' }),
      ...page(loadEventPages, (m) => m.TestEventPage),
    },
    {
      path: 'test/alternatelanding',
      handle: h({ layout: 'newLanding' }),
      ...page(loadMarketingPages, (m) => m.AlternateLandingPage),
    },

    // Content pages
    {
      path: 'content/:id',
      handle: h({ layout: 'app', footer: true }),
      ...page(loadContentPages, (m) => m.ContentPage),
    },
    // The public page builder's catch-all: /{slug} content pages. Skips guards, loading and health.
    { path: ':section', handle: sectionHandle, ...page(loadContentPages, (m) => m.ContentPage) },
    { path: '*', handle: h({ layout: 'default', title: 'Page not found' }), Component: NotFoundPage },
  ];

  return [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: RootHydrateFallback,
      children: [{ id: 'pages', ErrorBoundary: RouteErrorBoundary, children }],
    },
  ];
}

/** Titles of the auth pages, by action (kept here so the table needs no page code). */
const AUTH_TITLES: Record<string, string> = {
  'sign-in': 'Sign in',
  register: 'Create your account',
  'verify-email': 'Verify your email',
  'forgot-password': 'Reset your password',
};
