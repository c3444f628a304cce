/*
 * Public entry of the seo module (issue 17): what crawlers and link previews read before the app runs, the sitemap
 * and the vehicle feed. It owns no tables: it reads listings and content through their modules' public entries.
 */

export type { ContentForHead } from './content-page';
export { createPageHead, type PageLookups } from './page-head.service';
export { type PageMeta, renderPage } from './seo-html';
export { seoRoutes, type SeoRoutesOptions } from './seo.routes';
export type { ContentStamp } from './sitemap.service';
