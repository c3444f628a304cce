import { type Listing, LISTING_HERO_SIZES, listingDisplayTitle, pictureSources, ROUTES } from '@revy/shared';
import { esc } from './seo-html';

/*
 * Server-filled first paint (issue 17, decision 038): the top of a public page as plain HTML inside #root, drawn as
 * soon as the HTML and stylesheet arrive, before any script. It uses the SAME classes as the React components it
 * stands for (app layout, SiteHeader, Hero, ListingDetail + ListingGallery), so when React mounts and replaces
 * #root's children the page looks the same: no layout shift, and the largest paint keeps its early time. Keep these
 * in step with apps/web/src/app/layouts/layouts.tsx, components/site-header.tsx, features/marketing and
 * features/showroom. Everything user-written goes through `esc`.
 */

const LOGO =
  '<span class="inline-flex items-center gap-2 font-bold tracking-tight" aria-label="Revy">' +
  '<svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">' +
  '<rect width="64" height="64" rx="14" fill="var(--theme-primary)"></rect>' +
  '<path d="M14 40l5-12c1-3 3-4 6-4h14c3 0 5 1 6 4l5 12v8h-6v-4H20v4h-6z" fill="#fff"></path>' +
  '<circle cx="22" cy="39" r="3" fill="var(--theme-primary)"></circle>' +
  '<circle cx="42" cy="39" r="3" fill="var(--theme-primary)"></circle></svg>' +
  '<span class="text-xl" style="color:var(--color-ink)">revy</span></span>';

const NAV_LINK = 'rounded-lg px-3 py-2 text-sm font-medium transition-colors';
const PRIMARY_LINKS: Array<[string, string]> = [
  [ROUTES.showroom, 'Showroom'],
  [ROUTES.myGarageCreate, 'Sell my car'],
  [ROUTES.dashboardSelling, 'My garage'],
];

/** SiteHeader as the anonymous visitor first sees it (the account menu and bell arrive with the app). */
function header(path: string): string {
  const links = PRIMARY_LINKS.map(([to, label]) => {
    const state = to === path ? 'bg-primary-soft text-primary' : 'text-ink hover:bg-primary-soft hover:text-primary';
    return `<a href="${esc(to)}" class="${NAV_LINK} ${state}">${esc(label)}</a>`;
  }).join('');
  return (
    '<header class="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">' +
    '<div class="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">' +
    `<a href="${ROUTES.home}" class="rounded-lg" aria-label="Revy home">${LOGO}</a>` +
    `<nav aria-label="Main" class="hidden flex-1 items-center gap-1 md:flex">${links}</nav>` +
    '</div></header>'
  );
}

/** AppLayout around a page's top: header, then <main> (at least a screen tall when the page has a footer). */
export function appLayout(path: string, main: string, footer: boolean): string {
  return (
    // data-first-paint tells the app (apps/web/src/app/server-paint.ts) to mount after this markup has painted.
    '<div class="flex min-h-dvh flex-col bg-canvas" data-first-paint>' +
    header(path) +
    `<main class="flex-1 outline-none${footer ? ' min-h-dvh' : ''}">${main}</main></div>`
  );
}

const BUTTON = 'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors select-none';
const CHECK =
  '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" class="text-primary">' +
  '<circle cx="8" cy="8" r="8" fill="currentColor" opacity="0.15"></circle>' +
  '<path d="M4.5 8.2l2.2 2.2 4.8-5" stroke="currentColor" stroke-width="1.8" fill="none" stroke-linecap="round" stroke-linejoin="round"></path></svg>';

/** `/`: the home Hero's text (the LCP element on a phone); the decorative art and the sections below come with the app. */
export function homeFirstPaint(): string {
  const points = ['No dealer markup', 'Buyers answered 24/7', 'Safe title transfer']
    .map((t) => `<li class="flex items-center gap-2">${CHECK}${t}</li>`)
    .join('');
  const hero =
    '<section class="relative overflow-hidden bg-white">' +
    '<div aria-hidden="true" class="pointer-events-none absolute -right-32 -top-32 h-96 w-96 rounded-full opacity-60 blur-3xl" style="background:var(--theme-primary-soft)"></div>' +
    '<div class="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.1fr_1fr]"><div>' +
    '<h1 class="text-4xl font-extrabold leading-tight tracking-tight text-ink sm:text-5xl">Sell your car the easy way</h1>' +
    '<p class="mt-5 max-w-xl text-lg leading-relaxed text-muted">Revy writes your listing, answers buyers day and night and tells you what your car is worth. You stay in control and keep the dealer markup.</p>' +
    '<div class="mt-8 flex flex-col gap-3 sm:flex-row">' +
    `<a href="${ROUTES.myGarageCreate}" class="${BUTTON} bg-primary text-white hover:bg-primary-hover active:bg-primary-pressed shadow-sm h-12 px-6 text-base">Sell my car</a>` +
    `<a href="${ROUTES.showroom}" class="${BUTTON} border border-line bg-white text-ink hover:bg-primary-soft active:bg-primary-soft h-12 px-6 text-base">Browse the showroom</a>` +
    '</div>' +
    `<ul class="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">${points}</ul>` +
    '</div></div></section>';
  return appLayout(ROUTES.home, hero, false);
}

const CAR_SILHOUETTE =
  '<svg viewBox="0 0 64 32" aria-hidden="true" focusable="false" class="h-1/3 w-1/2" fill="currentColor"><path d="M8 22c0-3 1-5 4-6l8-7c2-1.5 4-2 7-2h10c3 0 5 1 7 3l6 6c5 .5 8 2.5 8 6v3c0 1-1 2-2 2h-3a6 6 0 0 0-12 0H23a6 6 0 0 0-12 0H9c-.6 0-1-.4-1-1z" opacity=".8"></path><circle cx="17" cy="27" r="4"></circle><circle cx="47" cy="27" r="4"></circle></svg>';

/**
 * A photo exactly as ListingPicture draws it (same sources, `sizes`, loading hints and 3:2 box), or its "No photo
 * yet" placeholder: the listing's hero and the showroom's cards.
 */
export function listingPicture(
  files: Record<string, string> | null | undefined,
  alt: string,
  sizes: string,
  priority: boolean,
): string {
  const p = pictureSources(files ?? undefined);
  const box = '<div class="relative overflow-hidden bg-primary-soft " style="aspect-ratio:3 / 2">';
  if (!p.src) {
    return (
      `${box}<div class="absolute inset-0 flex flex-col items-center justify-center gap-1 text-primary/50" role="img" ` +
      `aria-label="${esc(`${alt} (no photo yet)`)}">${CAR_SILHOUETTE}<span class="text-xs font-medium">No photo yet</span></div></div>`
    );
  }
  const sizesAttr = esc(sizes);
  const sources = p.sources
    .map((s) => `<source type="${esc(s.type)}" srcset="${esc(s.srcSet)}" sizes="${sizesAttr}">`)
    .join('');
  const srcset = p.srcSet ? ` srcset="${esc(p.srcSet)}" sizes="${sizesAttr}"` : '';
  const load = priority ? ' loading="eager" decoding="async" fetchpriority="high"' : ' loading="lazy" decoding="async"';
  return (
    `${box}<picture>${sources}<img src="${esc(p.src)}"${srcset} alt="${esc(alt)}"${load}` +
    ' class="absolute inset-0 h-full w-full object-cover "></picture></div>'
  );
}

/** The listing page's hero photo (ListingGallery: ListingPicture with `priority` and the hero's sizes). */
export const heroPicture = (files: Record<string, string> | undefined, alt: string): string =>
  listingPicture(files, alt, LISTING_HERO_SIZES, true);

/** `/listings/{id}`: breadcrumb and hero photo of a public listing (ListingDetail's top, ListingGallery's hero). */
export function listingFirstPaint(l: Listing): string {
  const title = listingDisplayTitle(l);
  const main =
    '<div class="mx-auto max-w-7xl px-4 pt-4 sm:px-6 sm:pt-6 pb-28 lg:pb-16">' +
    '<nav aria-label="Breadcrumb" class="mb-4 text-sm text-muted"><ol class="flex min-w-0 items-center gap-1.5">' +
    `<li><a href="${ROUTES.showroom}" class="hover:text-ink hover:underline">Showroom</a></li>` +
    `<li aria-hidden="true">/</li><li class="truncate text-ink" aria-current="page">${esc(title)}</li></ol></nav>` +
    '<div class="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">' +
    '<section aria-label="Photos" class="min-w-0"><div class="relative overflow-hidden rounded-2xl">' +
    heroPicture(l.cover?.files as Record<string, string> | undefined, `${title}, photo 1`) +
    '</div></section></div></div>';
  return appLayout(`/listings/${l.id}`, main, true);
}
