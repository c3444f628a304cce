import { Readable } from 'node:stream';
import type { Listing } from '@revy/shared';
import { absolute, coverImage, dollars, vehicleName } from './listing-page';
import { esc, summarize } from './seo-html';

/*
 * The vehicle feed in Meta's automotive catalogue format (XML, one <listing> per car; decision 037), so a seller's
 * car also reaches Facebook Marketplace and Meta's vehicle ads. Meta's enumerations are matched from our free text;
 * anything unknown is OTHER, which Meta accepts.
 */

const pick = (value: string | null | undefined, table: Array<[RegExp, string]>, fallback = 'OTHER') => {
  if (!value) return fallback;
  return table.find(([re]) => re.test(value))?.[1] ?? fallback;
};

export const metaBodyStyle = (v: string | null | undefined) =>
  pick(v, [
    [/convertible|cabrio/i, 'CONVERTIBLE'],
    [/coupe/i, 'COUPE'],
    [/crossover|cuv/i, 'CROSSOVER'],
    [/hatch/i, 'HATCHBACK'],
    [/minivan/i, 'MINIVAN'],
    [/pick.?up|crew cab|regular cab|extended cab/i, 'PICKUP'],
    [/truck/i, 'TRUCK'],
    [/roadster/i, 'ROADSTER'],
    [/sedan|saloon/i, 'SEDAN'],
    [/wagon|estate/i, 'WAGON'],
    [/suv|sport utility|mpv/i, 'SUV'],
    [/van/i, 'VAN'],
  ]);

export const metaTransmission = (v: string | null | undefined) =>
  pick(v, [
    [/manual|stick/i, 'MANUAL'],
    [/auto|cvt|dct|dual.?clutch|tiptronic/i, 'AUTOMATIC'],
  ]);

export const metaFuel = (v: string | null | undefined) =>
  pick(v, [
    [/plug.?in/i, 'PLUGIN_HYBRID'],
    [/hybrid/i, 'HYBRID'],
    [/electric|\bev\b|battery/i, 'ELECTRIC'],
    [/diesel/i, 'DIESEL'],
    [/flex|e85/i, 'FLEX'],
    [/gas|petrol|unleaded/i, 'GASOLINE'],
  ]);

export const metaDrivetrain = (v: string | null | undefined) =>
  pick(v, [
    [/4x4|4wd|four.?wheel/i, '4X4'],
    [/awd|all.?wheel/i, 'AWD'],
    [/fwd|front.?wheel/i, 'FWD'],
    [/rwd|rear.?wheel/i, 'RWD'],
  ]);

const tag = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${esc(String(value))}</${name}>`;

/** One <listing> of the feed; null when Meta would reject the car (no price, make, model, year or photo). */
export function feedListing(appUrl: string, l: Listing): string | null {
  const v = l.vehicle ?? {};
  const image = coverImage(appUrl, l, vehicleName(l));
  if (l.price === null || l.price === undefined || !v.make || !v.model || !v.year || !image) return null;
  const address = [
    ['city', l.location?.city],
    ['region', l.location?.state],
    ['postal_code', l.location?.zip],
    ['country', 'US'],
  ]
    .filter(([, value]) => value)
    .map(([name, value]) => `<component name="${name}">${esc(String(value))}</component>`)
    .join('');
  return [
    '<listing>',
    tag('vehicle_id', l.id),
    tag('title', vehicleName(l)),
    tag('description', summarize(l.description || l.shortDescription, 5000) || vehicleName(l)),
    tag('url', `${appUrl}/listings/${l.id}`),
    tag('make', v.make),
    tag('model', v.model),
    tag('year', v.year),
    tag('trim', v.trim),
    typeof v.mileage === 'number' ? `<mileage><value>${v.mileage}</value><unit>MI</unit></mileage>` : '',
    `<image><url>${esc(absolute(appUrl, image.url))}</url></image>`,
    tag('body_style', metaBodyStyle(v.bodyType)),
    tag('transmission', metaTransmission(v.transmission)),
    tag('drivetrain', metaDrivetrain(v.drivetrain)),
    tag('fuel_type', metaFuel(v.fuelType)),
    tag('exterior_color', v.exteriorColor),
    tag('interior_color', v.interiorColor),
    tag('state_of_vehicle', 'USED'),
    tag('price', `${dollars(l.price).toFixed(2)} USD`),
    address ? `<address format="simple">${address}</address>` : '',
    tag('vin', l.vinValue),
    tag('availability', l.saleStatus === 'sold' ? 'NOT_AVAILABLE' : 'AVAILABLE'),
    '</listing>',
  ].join('');
}

/**
 * The whole feed as a stream: pages of `pageSize` cars fetched one after the other (keyset by id), so thousands of
 * cars never sit in memory at once.
 */
export function vehicleFeedStream(
  appUrl: string,
  page: (afterId: string | null, limit: number) => Promise<Listing[]>,
  pageSize = 500,
): Readable {
  async function* lines() {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<listings>';
    yield `<title>Revy: used cars for sale by owner</title><link rel="self" href="${esc(appUrl)}/feeds/vehicles.xml"/>`;
    let after: string | null = null;
    for (;;) {
      const cars = await page(after, pageSize);
      const chunk = cars.map((l) => feedListing(appUrl, l)).filter(Boolean);
      if (chunk.length) yield chunk.join('\n');
      if (cars.length < pageSize) break;
      after = cars[cars.length - 1]!.id;
    }
    yield '</listings>\n';
  }
  return Readable.from(lines());
}
