import { formatMoney } from '../format/money';
import { carFeatures } from '../listings/listing.rules';

/**
 * The ready-to-paste classifieds ad (issue 16, decision 029), built from a listing by a pure function so that the
 * server, the tests and a future automated poster all write the same text. Craigslist takes plain text: markup in
 * the seller's description is stripped, and the Revy listing link is the contact (no phone or email in the ad).
 */
export type AdLimits = { titleMax: number; bodyMax: number };

export type AdListing = {
  title: string | null;
  description: string | null;
  price: number | null;
  features: readonly string[];
  vehicle: {
    year?: number | string | null;
    make?: string | null;
    model?: string | null;
    trim?: string | null;
    mileage?: number | string | null;
    bodyType?: string | null;
    fuelType?: string | null;
    transmission?: string | null;
    drivetrain?: string | null;
    engine?: string | null;
    exteriorColor?: string | null;
    interiorColor?: string | null;
    titleStatus?: string | null;
    [k: string]: unknown;
  };
  location: { city?: string | null; state?: string | null; zip?: string | null };
  vinValue: string | null;
};

const clean = (s: unknown) => (typeof s === 'string' || typeof s === 'number' ? String(s).trim() : '');

/** Text without HTML tags, entities, markdown emphasis or runs of blank lines. */
export function plainText(s: string | null | undefined): string {
  return (s ?? '')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/(\*\*|__|`)/g, '')
    .replace(/^#+\s*/gm, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cuts at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function cutText(s: string, max: number): string {
  if (s.length <= max) return s;
  const room = s.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max / 2 ? room.slice(0, space) : room).replace(/[\s,;:.-]+$/, '')}…`;
}

/** "2019 Toyota RAV4 XLE" from the vehicle, or null when it says too little. */
export function vehicleName(v: AdListing['vehicle']): string | null {
  const parts = [v.year, v.make, v.model, v.trim].map(clean).filter(Boolean);
  return parts.length >= 2 ? parts.join(' ') : null;
}

/** The ad title: year make model trim, mileage when it fits, else the seller's title; within the site's limit. */
export function adTitle(l: AdListing, max: number): string {
  const name = vehicleName(l.vehicle) ?? plainText(l.title) ?? '';
  const miles = Number(clean(l.vehicle.mileage));
  const withMiles = Number.isFinite(miles) && miles > 0 ? `${name} - ${miles.toLocaleString('en-US')} miles` : name;
  const title = withMiles.length <= max ? withMiles : name;
  return cutText(title || 'Car for sale', max);
}

/** "San Jose, CA 95112", or '' when the listing has no location. */
export function adLocation(loc: AdListing['location']): string {
  const cityState = [clean(loc.city), clean(loc.state)].filter(Boolean).join(', ');
  return [cityState, clean(loc.zip)].filter(Boolean).join(' ');
}

/** The price in whole dollars (classifieds take no cents), or null when the seller set none. */
export const adPrice = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));

export function adBody(l: AdListing, listingUrl: string, max: number): string {
  const v = l.vehicle;
  const facts: [string, unknown][] = [
    ['Mileage', Number(clean(v.mileage)) > 0 ? `${Number(clean(v.mileage)).toLocaleString('en-US')} miles` : ''],
    ['Price', l.price === null ? '' : formatMoney(adPrice(l.price)!)],
    ['Body', v.bodyType],
    ['Engine', v.engine],
    ['Fuel', v.fuelType],
    ['Transmission', v.transmission],
    ['Drivetrain', v.drivetrain],
    ['Exterior', v.exteriorColor],
    ['Interior', v.interiorColor],
    ['Title', v.titleStatus],
    ['VIN', l.vinValue],
    ['Location', adLocation(l.location)],
  ];
  const head = [vehicleName(v) ?? plainText(l.title)].filter(Boolean);
  const factLines = facts.filter(([, value]) => clean(value)).map(([k, value]) => `${k}: ${clean(value)}`);
  const equipment = carFeatures([...l.features]);
  const contact = `See all photos, ask questions or book a test drive on Revy: ${listingUrl}`;
  const sections = [
    head.join(''),
    factLines.join('\n'),
    equipment.length ? `Equipment:\n${equipment.map((f) => `- ${f}`).join('\n')}` : '',
    plainText(l.description),
  ].filter(Boolean);
  // The contact line is what brings the buyer to Revy: it is never the part that gets cut.
  const room = max - contact.length - 2;
  return `${cutText(sections.join('\n\n'), Math.max(room, 0))}\n\n${contact}`;
}
