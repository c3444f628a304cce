/**
 * First path segments that belong to the app's own pages (apps/web/src/app/routes.tsx), never a content page's slug:
 * the server does not look `/showroom` up as a page and answers it 200, while `/whatever` is looked up (and 404 when
 * there is no such page). A web test walks the route table and fails when a new top-level page is missing here.
 */
export const APP_SEGMENTS: ReadonlySet<string> = new Set([
  '404', 'account', 'admin', 'api', 'assets', 'auth', 'blog', 'checkout', 'compare', 'concierge', 'contact', 'content',
  'dashboard', 'deals', 'docs', 'error', 'event', 'feeds', 'iframe', 'landing', 'listings', 'lp', 'marketing',
  'my-calendar', 'my-garage', 'my-settings', 'old-listings', 'onboarding', 'privacy', 'r', 'requests', 'restricted',
  'saved', 'settings', 'showroom', 'sitemaps', 'test', 'test-drives', 'v1',
]); // prettier-ignore
