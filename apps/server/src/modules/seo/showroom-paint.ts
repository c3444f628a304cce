import {
  DEAL_DIFFERENCE_CLASS,
  DEAL_RATING_LABELS,
  dealDifferenceBesideBadge,
  type DealRating,
  dealConfidenceText,
  formatMoneyCents,
  type Listing,
  LISTING_CARD_SIZES,
  listingDisplayTitle,
  ROUTES,
} from '@revy/shared';
import { appLayout, listingPicture } from './first-paint';
import { esc } from './seo-html';

/*
 * `/showroom` as plain HTML before any script (issue 17, decision 038): the heading, the search box, the results bar
 * and the first cards of the page the app itself shows a visitor without filters (SHOWROOM_FIRST_QUERY). The first
 * card's photo is the page's largest paint on a phone; drawn by the server it paints with the page instead of after
 * the app has loaded, asked for its cars and rendered them. Same classes as ShowroomPage, ListingCard, ListingPicture
 * and DealBadge in apps/web/src/features (keep them in step), so the app's first render lands on the same boxes. The
 * app starts with the same page of cars (the server embeds it), so nothing moves when React takes over.
 */

/** Cards drawn by the server: the first two rows on a desktop, more than a phone's screen. */
const PAINTED_CARDS = 6;

/** Line icons as listing-icons.tsx draws them (24×24, stroke, decorative). */
const icon = (cls: string, body: string) =>
  `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="${cls}">${body}</svg>`;
const SEARCH = '<circle cx="11" cy="11" r="7"></circle><path d="M20 20l-4-4"></path>';
const FILTER = '<path d="M4 6h16M7 12h10M10 18h4"></path>';
const CAMERA =
  '<path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z"></path><circle cx="12" cy="13.5" r="3.5"></circle>';
const GAUGE =
  '<path d="M4 18a9 9 0 1 1 16 0"></path><path d="M12 14l4-5"></path><circle cx="12" cy="14" r="1.2"></circle>';
const PIN =
  '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"></path><circle cx="12" cy="9.5" r="2.5"></circle>';
/** DealBadge's colour and mark per rating (deal-badge.tsx). */
const DEAL_STYLE: Record<DealRating, [string, string]> = {
  great: ['bg-success text-white', '▼▼'],
  good: ['bg-emerald-100 text-emerald-900', '▼'],
  fair: ['bg-sky-100 text-sky-900', '●'],
  high: ['bg-amber-100 text-amber-900', '▲'],
  overpriced: ['bg-danger text-white', '▲▲'],
};

function dealBadge(deal: NonNullable<Listing['deal']>): string {
  const [cls, mark] = DEAL_STYLE[deal.rating];
  const range =
    deal.low !== undefined && deal.high !== undefined
      ? ` title="${esc(`Market range ${formatMoneyCents(deal.low)}–${formatMoneyCents(deal.high)}`)}"`
      : '';
  const badge =
    `<span class="inline-flex items-center gap-1 rounded-full font-semibold px-2 py-0.5 text-xs ${cls}"${range}>` +
    `<span aria-hidden="true" class="text-[0.65em] leading-none">${mark}</span>${esc(DEAL_RATING_LABELS[deal.rating])}</span>`;
  const limited =
    deal.confidence === 'low'
      ? `<span class="text-xs text-muted" title="${esc(dealConfidenceText(deal))}">Limited data</span>`
      : '';
  return `<span class="flex flex-wrap items-center justify-end gap-x-1.5">${badge}${limited}</span>`;
}

/** DealDollars (deal-dollars.tsx): the rating in dollars under the price row (issue 19). */
function dealDollars(l: Listing): string {
  const d = l.saleStatus === 'sold' ? null : dealDifferenceBesideBadge(l.price, l.deal);
  return d
    ? `<p class="text-xs font-semibold ${DEAL_DIFFERENCE_CLASS[d.kind]}" title="${esc(d.detail)}">${esc(d.text)}</p>`
    : '';
}

/** ListingCard (headingLevel 2) for one car of the grid. */
export function listingCard(l: Listing, priority: boolean): string {
  const fromVehicle = listingDisplayTitle({ vehicle: l.vehicle });
  const title = fromVehicle === listingDisplayTitle({}) ? listingDisplayTitle(l) : fromVehicle;
  const own = l.title?.trim();
  const heading = own && own !== title ? `<p class="line-clamp-1 text-sm text-muted">${esc(own)}</p>` : '';
  const loc = l.location ?? {};
  const place =
    loc.city && loc.state
      ? `${loc.city}, ${loc.state}`
      : [[loc.city, loc.state].filter(Boolean).join(', '), loc.zip].filter(Boolean).join(' ');
  const miles = l.vehicle?.mileage;
  const facts =
    (typeof miles === 'number'
      ? `<span class="inline-flex items-center gap-1">${icon('h-4 w-4', GAUGE)}${miles.toLocaleString('en-US')} mi</span>`
      : '') +
    (place
      ? `<span class="inline-flex min-w-0 items-center gap-1">${icon('h-4 w-4 shrink-0', PIN)}<span class="truncate">${esc(place)}</span></span>`
      : '');
  const photos =
    l.photoCount > 1
      ? '<span class="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white">' +
        `${icon('h-3.5 w-3.5', CAMERA)}<span class="sr-only">Photos: </span>${l.photoCount}</span>`
      : '';
  return (
    '<article class="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-primary">' +
    `<div class="relative">${listingPicture(l.cover?.files as Record<string, string> | undefined, '', LISTING_CARD_SIZES, priority)}${photos}</div>` +
    '<div class="flex flex-1 flex-col gap-1 p-4"><div class="flex flex-wrap items-center justify-between gap-2">' +
    `<p class="text-xl font-extrabold tracking-tight text-ink">${esc(formatMoneyCents(l.price, { fallback: 'Price on request' }))}</p>` +
    `${l.deal && l.saleStatus !== 'sold' ? dealBadge(l.deal) : ''}</div>${dealDollars(l)}` +
    `<h2 class="font-semibold leading-snug text-ink"><a href="${esc(ROUTES.listing(l.id))}" class="after:absolute after:inset-0 focus:outline-none">${esc(title)}</a></h2>` +
    `${heading}<div class="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm text-muted">${facts}</div></div></article>`
  );
}

/** ResultsViewToggle (results-view.tsx) with List pressed, when the server has map tiles (issue 19). */
const VIEW_TOGGLE =
  '<div role="group" aria-label="Show the cars as" class="inline-flex h-10 rounded-lg border border-line bg-white p-0.5">' +
  [
    ['List', 'true', 'bg-primary text-white'],
    ['Map', 'false', 'text-ink hover:bg-primary-soft'],
  ]
    .map(
      ([label, pressed, cls]) =>
        `<button type="button" aria-pressed="${pressed}" class="rounded-md px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary ${cls}">${label}</button>`,
    )
    .join('') +
  '</div>';

/** The sort choices of a showroom without a search or ZIP code (showroom-filters.ts), newest first selected. */
const SORT_OPTIONS = [
  ['newest', 'Newest listed'],
  ['priceAsc', 'Price: low to high'],
  ['priceDesc', 'Price: high to low'],
  ['mileage', 'Lowest mileage'],
  ['year', 'Newest model year'],
];

/**
 * `/showroom`. With `first` (the first page of SHOWROOM_FIRST_QUERY) also the results bar and the first cards; without
 * it (a filtered address, or the lookup was slow) the heading and search box only, and the app draws the rest.
 */
export function showroomFirstPaint(
  first?: { content: Listing[]; totalElements: number } | null,
  opts: { map?: boolean } = {},
): string {
  const search =
    '<form role="search" class="relative" action="/showroom" method="get">' +
    '<label for="showroom-search" class="sr-only">Search cars</label>' +
    icon('pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-muted', SEARCH) +
    '<input id="showroom-search" type="search" name="q" placeholder="Search make, model, trim or keyword" ' +
    'class="h-12 w-full rounded-xl border border-line bg-white pl-12 pr-4 text-base text-ink shadow-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20"></form>';
  const header =
    '<header class="flex flex-col gap-4"><div>' +
    '<h1 class="text-3xl font-bold tracking-tight text-ink">Showroom</h1>' +
    '<p class="mt-1 text-muted">Cars for sale by their owners, with photos, history and a fair price.</p>' +
    `</div>${search}</header>`;
  let results = '';
  if (first && first.content.length > 0) {
    const total = first.totalElements;
    const options = SORT_OPTIONS.map(([v, label]) => `<option value="${v}">${label}</option>`).join('');
    const bar =
      '<div class="mb-4 flex flex-wrap items-center justify-between gap-3">' +
      `<p class="text-sm text-muted" aria-live="polite" aria-atomic="true"><span class="font-semibold text-ink">${total.toLocaleString('en-US')}</span> ${total === 1 ? 'car' : 'cars'}</p>` +
      '<div class="flex flex-wrap items-center gap-2">' +
      (opts.map ? VIEW_TOGGLE : '') +
      '<button type="button" class="inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-ink lg:hidden" aria-haspopup="dialog">' +
      `${icon('h-4 w-4', FILTER)}Filters</button>` +
      '<label for="showroom-sort" class="sr-only">Sort by</label>' +
      '<select id="showroom-sort" class="h-10 rounded-lg border border-line bg-white px-3 text-sm font-medium text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20">' +
      `${options}</select></div></div>`;
    const cards = first.content
      .slice(0, PAINTED_CARDS)
      .map((l, i) => `<li>${listingCard(l, i < 3)}</li>`)
      .join('');
    results =
      '<div class="mt-6 grid gap-8 lg:grid-cols-[280px_minmax(0,1fr)]">' +
      '<aside aria-label="Filters" class="hidden lg:block"><div class="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl border border-line bg-white p-5 shadow-sm">' +
      '<h2 class="mb-4 text-lg font-bold text-ink">Filters</h2></div></aside>' +
      `<div class="min-w-0 scroll-mt-20">${bar}<ul class="grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ">${cards}</ul></div></div>`;
  }
  return appLayout(
    ROUTES.showroom,
    `<div class="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6">${header}${results}</div>`,
    false,
  );
}
