/*
 * Saved cars, saved searches and their alerts (issue 19), zod-free so the first pages (the heart on every card) can
 * use them without loading zod. The server enforces the limits; the web shows them.
 */

/** How often a saved search tells its owner about new matches: at once (checked every minute), once a day, or never. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As soon as they are listed',
  daily: 'Once a day',
  off: 'Never (keep the search only)',
};

/** Saved searches per user: enough for anyone's real hunt, few enough that the match job stays cheap. */
export const MAX_SAVED_SEARCHES = 25;
/** Saved cars per user. */
export const MAX_SAVED_CARS = 500;
export const SAVED_SEARCH_NAME_MAX = 80;

/** What a saved car's price did since it was saved: negative is cheaper. Null when either price is unknown. */
export function priceChangeSince(savedPrice: number | null, price: number | null): number | null {
  if (savedPrice === null || price === null) return null;
  return price - savedPrice;
}

/** A saved search's stored filters: GET /v1/listing's query as the browser sends it (prices in CENTS, lists comma-joined). */
export type SavedSearchFilters = Record<string, string | number>;

const dollars = (cents: unknown) => (typeof cents === 'number' ? String(Math.round(cents / 100)) : null);

/** The showroom's `?sort=` key for an API sort (apps/web showroom-filters SORTS), or null for the default. */
const SORT_KEYS: Record<string, string> = {
  'publishedAt,desc': 'newest',
  'price,asc': 'priceAsc',
  'price,desc': 'priceDesc',
  'mileage,asc': 'mileage',
  'year,desc': 'year',
  'distance,asc': 'nearest',
  'relevance,desc': 'relevance',
};

/**
 * The showroom address that shows a saved search's cars: its filters in the showroom's own URL form (search text as
 * `q`, prices in whole dollars, `body`/`fuel`). The web's showroom reads it back into the same API query (a web
 * test holds the round trip); notifications link here.
 */
export function showroomPathOf(filters: SavedSearchFilters): string {
  const p: string[] = [];
  const set = (key: string, value: unknown) => {
    if (value !== undefined && value !== null && value !== '') p.push(`${key}=${encodeURIComponent(String(value))}`);
  };
  set('q', filters.search);
  set('make', filters.make);
  set('model', filters.model);
  set('yearMin', filters.yearMin);
  set('yearMax', filters.yearMax);
  set('priceMin', dollars(filters.priceMin));
  set('priceMax', dollars(filters.priceMax));
  set('mileageMax', filters.mileageMax);
  set('body', filters.bodyType);
  set('fuel', filters.fuelType);
  set('transmission', filters.transmission);
  set('zip', filters.zip);
  if (filters.zip) set('radius', filters.radius);
  const sort = typeof filters.sort === 'string' ? SORT_KEYS[filters.sort] : undefined;
  if (sort && sort !== (filters.search ? 'relevance' : 'newest')) set('sort', sort);
  return p.length ? `/showroom?${p.join('&')}` : '/showroom';
}

const money = (cents: unknown) =>
  typeof cents === 'number' ? `$${Math.round(cents / 100).toLocaleString('en-US')}` : null;

/** A name a buyer would give the search, from its filters ("Honda Civic under $20,000 near 94110"). */
export function defaultSearchName(filters: SavedSearchFilters): string {
  const parts: string[] = [];
  const car = [
    filters.yearMin && filters.yearMax ? `${filters.yearMin}–${filters.yearMax}` : null,
    filters.make,
    filters.model,
  ]
    .filter(Boolean)
    .join(' ');
  if (car) parts.push(car);
  else if (filters.search) parts.push(`“${String(filters.search)}”`);
  else if (filters.bodyType) parts.push(String(filters.bodyType).split(',').join(', '));
  else parts.push('All cars');
  const min = money(filters.priceMin);
  const max = money(filters.priceMax);
  if (min && max) parts.push(`${min}–${max}`);
  else if (max) parts.push(`under ${max}`);
  else if (min) parts.push(`over ${min}`);
  if (filters.zip) parts.push(filters.radius ? `within ${filters.radius} mi of ${filters.zip}` : `near ${filters.zip}`);
  return parts.join(' ').slice(0, SAVED_SEARCH_NAME_MAX);
}

/**
 * What a one-click unsubscribe stops, and what the settings page switches (decision 045-email-unsubscribe):
 * `alerts` are saved-car and saved-search emails, `activity` the digest of unread messages, offers and bookings.
 * Everything else (sign-in codes, password resets, ID results, test-drive invitations, deal-room steps) is
 * `essential` and always sent.
 */
export type MailCategory = 'essential' | 'alerts' | 'activity';

/** The email category of a notification type, as the digest groups it. */
export function notificationMailCategory(type: string): MailCategory {
  if (type.startsWith('saved.')) return 'alerts';
  if (type.startsWith('deal.') || type === 'idVerification.result' || type === 'system') return 'essential';
  return 'activity';
}
