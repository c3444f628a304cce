import {
  BODY_TYPES,
  DEFAULT_RADIUS_MILES,
  FUEL_TYPES,
  MAX_MILEAGE,
  MAX_PRICE_CENTS,
  MAX_RADIUS_MILES,
  SHOWROOM_PAGE_SIZE,
  TRANSMISSION_TYPES,
} from '@revy/shared';
import type { ListingListParams } from '../../listings';

/**
 * The showroom's state as it lives in the address bar, so Back/Forward work and a link shares
 * the exact view. Prices are whole DOLLARS in the URL (people read and type them) and become
 * cents only in the API query.
 */
export type ShowroomFilters = {
  q: string;
  make: string;
  model: string;
  yearMin: number | null;
  yearMax: number | null;
  priceMin: number | null;
  priceMax: number | null;
  mileageMax: number | null;
  body: string[];
  fuel: string;
  transmission: string;
  zip: string;
  radius: number | null;
  sort: SortKey | null;
  /** 1-based. */
  page: number;
};

export const EMPTY_FILTERS: ShowroomFilters = {
  q: '',
  make: '',
  model: '',
  yearMin: null,
  yearMax: null,
  priceMin: null,
  priceMax: null,
  mileageMax: null,
  body: [],
  fuel: '',
  transmission: '',
  zip: '',
  radius: null,
  sort: null,
  page: 1,
};

export { SHOWROOM_PAGE_SIZE };
export const RADIUS_CHOICES = [10, 25, DEFAULT_RADIUS_MILES, 100, 250, MAX_RADIUS_MILES] as const;

/** The sort choices a buyer sees, each with the API's `field,dir`. */
export const SORTS = {
  newest: { label: 'Newest listed', api: 'publishedAt,desc' },
  priceAsc: { label: 'Price: low to high', api: 'price,asc' },
  priceDesc: { label: 'Price: high to low', api: 'price,desc' },
  mileage: { label: 'Lowest mileage', api: 'mileage,asc' },
  year: { label: 'Newest model year', api: 'year,desc' },
  nearest: { label: 'Nearest first', api: 'distance,asc' },
  relevance: { label: 'Best match', api: 'relevance,desc' },
} as const;
export type SortKey = keyof typeof SORTS;

const ZIP = /^\d{5}$/;
const THIS_YEAR = new Date().getFullYear();

function int(v: string | null, min: number, max: number): number | null {
  if (v === null || v.trim() === '') return null;
  const n = Number(v.replace(/[,$\s]/g, ''));
  if (!Number.isFinite(n)) return null;
  const r = Math.round(n);
  return r < min || r > max ? null : r;
}
const oneOf = <T extends string>(v: string | null, values: readonly T[]): T | '' => {
  if (!v) return '';
  return values.find((x) => x.toLowerCase() === v.toLowerCase()) ?? '';
};

/** Sort keys that make sense now: nearest needs a ZIP, best match needs a search text. */
export function availableSorts(f: Pick<ShowroomFilters, 'q' | 'zip'>): SortKey[] {
  const keys: SortKey[] = [];
  if (f.q) keys.push('relevance');
  keys.push('newest', 'priceAsc', 'priceDesc', 'mileage', 'year');
  if (ZIP.test(f.zip)) keys.push('nearest');
  return keys;
}

/** The sort in effect: the chosen one if it applies, else best match when searching, else newest. */
export function effectiveSort(f: Pick<ShowroomFilters, 'q' | 'zip' | 'sort'>): SortKey {
  const ok = availableSorts(f);
  if (f.sort && ok.includes(f.sort)) return f.sort;
  return f.q ? 'relevance' : 'newest';
}

/** Reads the filters from a query string, dropping anything malformed or out of range. */
export function parseShowroomSearch(search: URLSearchParams): ShowroomFilters {
  const list = (key: string, values: readonly string[]) => [
    ...new Set(
      (search.get(key) ?? '')
        .split(',')
        .map((v) => oneOf(v.trim(), values))
        .filter(Boolean),
    ),
  ];
  const sort = search.get('sort');
  const zip = (search.get('zip') ?? '').trim();
  return {
    q: (search.get('q') ?? '').trim().slice(0, 200),
    make: (search.get('make') ?? '').trim().slice(0, 100),
    model: (search.get('model') ?? '').trim().slice(0, 100),
    yearMin: int(search.get('yearMin'), 1900, THIS_YEAR + 2),
    yearMax: int(search.get('yearMax'), 1900, THIS_YEAR + 2),
    priceMin: int(search.get('priceMin'), 0, MAX_PRICE_CENTS / 100),
    priceMax: int(search.get('priceMax'), 0, MAX_PRICE_CENTS / 100),
    mileageMax: int(search.get('mileageMax'), 0, MAX_MILEAGE),
    body: list('body', BODY_TYPES),
    fuel: oneOf(search.get('fuel'), FUEL_TYPES),
    transmission: oneOf(search.get('transmission'), TRANSMISSION_TYPES),
    zip: ZIP.test(zip) ? zip : '',
    radius: int(search.get('radius'), 1, MAX_RADIUS_MILES),
    sort: sort && sort in SORTS ? (sort as SortKey) : null,
    page: int(search.get('page'), 1, 10_000) ?? 1,
  };
}

/** Writes the filters as a query string: only what is set, page 1 and the default sort left out. */
export function toShowroomSearch(f: ShowroomFilters): URLSearchParams {
  const p = new URLSearchParams();
  const set = (k: string, v: string | number | null) => {
    if (v !== null && v !== '') p.set(k, String(v));
  };
  set('q', f.q.trim());
  set('make', f.make.trim());
  set('model', f.model.trim());
  set('yearMin', f.yearMin);
  set('yearMax', f.yearMax);
  set('priceMin', f.priceMin);
  set('priceMax', f.priceMax);
  set('mileageMax', f.mileageMax);
  if (f.body.length) p.set('body', f.body.join(','));
  set('fuel', f.fuel);
  set('transmission', f.transmission);
  set('zip', f.zip);
  if (f.zip) set('radius', f.radius);
  if (f.sort && f.sort !== (f.q ? 'relevance' : 'newest')) p.set('sort', f.sort);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

/** The API query of the filters: prices in CENTS, lists comma-joined, zero-based page, published and unsold cars only. */
export function toListingParams(f: ShowroomFilters, size = SHOWROOM_PAGE_SIZE): ListingListParams {
  const [yearMin, yearMax] =
    f.yearMin !== null && f.yearMax !== null && f.yearMin > f.yearMax ? [f.yearMax, f.yearMin] : [f.yearMin, f.yearMax];
  const [priceMin, priceMax] =
    f.priceMin !== null && f.priceMax !== null && f.priceMin > f.priceMax
      ? [f.priceMax, f.priceMin]
      : [f.priceMin, f.priceMax];
  const params: ListingListParams = {
    page: f.page - 1,
    size,
    sort: SORTS[effectiveSort(f)].api,
    status: 'published',
    saleStatus: 'unsold',
  };
  if (f.q) params.search = f.q;
  if (f.make) params.make = f.make;
  if (f.model) params.model = f.model;
  if (yearMin !== null) params.yearMin = yearMin;
  if (yearMax !== null) params.yearMax = yearMax;
  if (priceMin !== null) params.priceMin = priceMin * 100;
  if (priceMax !== null) params.priceMax = priceMax * 100;
  if (f.mileageMax !== null) params.mileageMax = f.mileageMax;
  if (f.body.length) params.bodyType = f.body.join(',');
  if (f.fuel) params.fuelType = f.fuel;
  if (f.transmission) params.transmission = f.transmission;
  if (f.zip) {
    params.zip = f.zip;
    if (f.radius !== null) params.radius = f.radius;
  }
  return params;
}

/** How many filters (not search, sort or page) are set: the badge on the phone's Filters button. */
export function activeFilterCount(f: ShowroomFilters): number {
  return [
    f.make,
    f.model,
    f.yearMin !== null || f.yearMax !== null,
    f.priceMin !== null || f.priceMax !== null,
    f.mileageMax !== null,
    f.body.length > 0,
    f.fuel,
    f.transmission,
    f.zip,
  ].filter(Boolean).length;
}
