import { formatDateTime, formatMoneyCents } from '@revy/shared';

/*
 * How a History record reads to staff: field and action names in words, values formatted by kind (money, yes/no,
 * dates, lists), and nested objects (vehicle, location) split into the keys that changed. Pure, unit-tested.
 */

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  shortTitle: 'Short title',
  description: 'Description',
  shortDescription: 'Short description',
  price: 'Price',
  priceExplanation: 'Price explanation',
  status: 'Status',
  statusReason: 'Status reason',
  saleStatus: 'Sale status',
  salePrice: 'Sale price',
  saleMarketplace: 'Sold on',
  soldTo: 'Sold to',
  features: 'Features',
  vinValue: 'VIN',
  vinInfo: 'VIN decode',
  isReviewed: 'Reviewed',
  isPaid: 'Paid',
  publishedAt: 'Published at',
  deletedAt: 'Deleted at',
  sellerId: 'Seller',
  offerLowest: 'Lowest offer',
  offerAutoDecline: 'Auto-decline low offers',
  offerMethods: 'Offer methods',
  offerRequirements: 'Offer requirements',
  craigslistUrl: 'Classifieds URL',
  craigslistPostedAt: 'Classifieds posted at',
  craigslistUpdatedAt: 'Classifieds updated at',
  lat: 'Latitude',
  lng: 'Longitude',
  startAt: 'Starts',
  paymentDue: 'Payment due',
  listingId: 'Listing',
  name: 'Plan',
};

const ACTION_LABELS: Record<string, string> = {
  create: 'Created the listing',
  update: 'Edited',
  review: 'Reviewed',
  saleStatus: 'Changed the sale status',
  delete: 'Deleted the listing',
  restore: 'Restored a past value',
  plan: 'Plan applied',
  planEnded: 'Plan ended',
  activate: 'Activated a plan',
};

/** Numbers that are codes or coordinates, not quantities: no thousands separator. */
const PLAIN_NUMBERS = new Set(['year', 'lat', 'lng', 'doors', 'seats', 'zip']);
/** Stored values shown in words. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  status: { unpublishedDraft: 'Draft', unpublished: 'Unpublished', published: 'Published' },
  saleStatus: { unsold: 'Unsold', sold: 'Sold' },
};
/**
 * Rows that repeat what the record already says: the seller is the author of a creation, lat/lng follow the ZIP, a
 * purchase's listing is the page's listing (ids read as noise).
 */
export const HIDDEN_FIELDS = new Set(['sellerId', 'lat', 'lng', 'listingId', 'replaced']);

/** Money fields are integer cents. */
const MONEY_FIELDS = new Set(['price', 'offerLowest', 'salePrice', 'discountAmount', 'totalDue']);
/** Texts longer than this are shown collapsed, before and after in full on demand. */
export const LONG_TEXT = 140;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** `shortDescription` → `Short description`, `vehicle.mileage` → `Vehicle · Mileage`, known names from the table. */
export function fieldLabel(field: string): string {
  return field
    .split('.')
    .map((part) => FIELD_LABELS[part] ?? sentence(part))
    .join(' · ');
}

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? sentence(action);
}

function sentence(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a short text: null for "empty" (shown muted by the caller). */
export function formatValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const last = field.split('.').pop() ?? field;
  if (typeof value === 'number' && MONEY_FIELDS.has(last)) return formatMoneyCents(value);
  if (typeof value === 'number' && PLAIN_NUMBERS.has(last)) return String(value);
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'string' && VALUE_LABELS[last]?.[value]) return VALUE_LABELS[last][value]!;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDateTime(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => formatValue(field, v) ?? '—').join(', ') : null;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined);
    return entries.length ? entries.map(([k, v]) => `${fieldLabel(k)}: ${formatValue(k, v) ?? '—'}`).join('; ') : null;
  }
  return String(value);
}

export type FieldChange = {
  /** The top-level field a restore names (`vehicle` for `vehicle.mileage`). */
  field: string;
  /** What the row shows: the field or a nested key of it. */
  path: string;
  before: unknown;
  after: unknown;
  /** Whether the record has a before value for `field` (a creation has none). */
  hasBefore: boolean;
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The rows of one record: a field per row, objects (vehicle, location) split into the keys whose value differs, so
 * "Vehicle · Mileage 99,000 → 98,500" reads instead of two whole objects. A creation lists what it set.
 */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((f) => !HIDDEN_FIELDS.has(f));
  return fields.flatMap((field): FieldChange[] => {
    const b = before[field];
    const a = after[field];
    const hasBefore = Object.hasOwn(before, field);
    if (isPlainObject(a) && (isPlainObject(b) || b == null)) {
      const was = isPlainObject(b) ? b : {};
      const keys = [...new Set([...Object.keys(was), ...Object.keys(a)])].filter(
        (k) => JSON.stringify(was[k] ?? null) !== JSON.stringify(a[k] ?? null),
      );
      if (keys.length)
        return keys.map((k) => ({ field, path: `${field}.${k}`, before: was[k], after: a[k], hasBefore }));
    }
    return [{ field, path: field, before: b, after: a, hasBefore }];
  });
}

/** Whether a value is a long text that should be collapsed. */
export const isLongText = (v: unknown): v is string => typeof v === 'string' && v.length > LONG_TEXT;
