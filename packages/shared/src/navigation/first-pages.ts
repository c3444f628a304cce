/**
 * The pages most visits start on (issue 17, decision 038), each with the web module that draws it: a key of the web
 * build's manifest. The server sends each one's code with the page (it is requested with the app, not after it), the
 * app starts loading it before its router runs, and the first-load budget test holds these three to account.
 */
export const FIRST_PAGES = [
  { name: 'home', pattern: /^\/$/, module: 'src/features/marketing/components/home-page.tsx' },
  { name: 'showroom', pattern: /^\/showroom\/?$/, module: 'src/features/showroom/components/showroom-page.tsx' },
  {
    name: 'listing',
    pattern: /^\/(?:old-)?listings\/[^/]+\/?$/,
    module: 'src/features/showroom/components/listing-pages.tsx',
  },
] as const;

export type FirstPageName = (typeof FIRST_PAGES)[number]['name'];

/** The first page at `pathname`, if it is one. */
export const firstPageAt = (pathname: string) => FIRST_PAGES.find((p) => p.pattern.test(pathname));
