import { COVER_SIZES, formatMoneyCents, LISTING_HERO_SIZES, type Listing, pictureSources } from '@revy/shared';
import { esc, type OgImage, type PageMeta, SITE_NAME, summarize } from './seo-html';

const miles = new Intl.NumberFormat('en-US');

/** Prices are stored in cents; schema.org and catalogues want dollars (two decimals at most). */
export const dollars = (cents: number) => Math.round(cents) / 100;

/** Makes a stored file address absolute (local storage serves photos from this host). */
export function absolute(appUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${appUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** "2019 Honda Civic EX", from the vehicle; the listing's title when the vehicle says too little. */
export function vehicleName(l: Listing): string {
  const v = l.vehicle ?? {};
  const name = [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ');
  return l.title?.trim() || name || 'Car for sale';
}

export function placeOf(l: Listing): string {
  return [l.location?.city, l.location?.state].filter(Boolean).join(', ');
}

/** The picture for link previews: the 1280×720 cover (JPEG first, since every preview reads it), else any size. */
export function coverImage(appUrl: string, l: Listing, alt: string): OgImage | undefined {
  const f = l.cover?.files as Record<string, string> | undefined;
  if (!f) return undefined;
  for (const size of ['cover1280x720', 'cover800x560', 'cover1920x1280', 'cover600x400', 'cover300x200'] as const) {
    const url = f[`${size}.jpg`] ?? f[size];
    const dims = COVER_SIZES.find((c) => c.size === size)!;
    if (url) return { url: absolute(appUrl, url), width: dims.width, height: dims.height, alt };
  }
  const any = f['full.jpg'] ?? f.full ?? f.original;
  return any ? { url: absolute(appUrl, any), alt } : undefined;
}

/**
 * The preload of the hero photo: the same srcset and sizes as the page's first <picture> (its first <source> when it
 * has a modern format, else the JPEG <img>), so the photo starts downloading with the HTML and only once.
 */
export function heroPreload(l: Listing): string | undefined {
  const p = pictureSources(l.cover?.files as Record<string, string> | undefined);
  const first = p.sources[0];
  if (first) {
    return `<link rel="preload" as="image" type="${esc(first.type)}" imagesrcset="${esc(first.srcSet)}" imagesizes="${esc(LISTING_HERO_SIZES)}" fetchpriority="high" />`;
  }
  if (p.srcSet)
    return `<link rel="preload" as="image" imagesrcset="${esc(p.srcSet)}" imagesizes="${esc(LISTING_HERO_SIZES)}" fetchpriority="high" />`;
  return p.src ? `<link rel="preload" as="image" href="${esc(p.src)}" fetchpriority="high" />` : undefined;
}

/** schema.org Car with its Offer. Only what the buyer's view shows: no seller contact, no street address. */
export function carJsonLd(l: Listing, url: string, image: OgImage | undefined): object {
  const v = l.vehicle ?? {};
  const sold = l.saleStatus === 'sold';
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    priceCurrency: 'USD',
    availability: sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/UsedCondition',
    url,
  };
  if (l.price !== null && l.price !== undefined) offer.price = dollars(l.price);
  if (l.seller?.firstName) offer.seller = { '@type': 'Person', name: l.seller.firstName };
  const place = placeOf(l);
  if (place) offer.availableAtOrFrom = { '@type': 'Place', address: addressOf(l) };
  const car: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicleName(l),
    url,
    itemCondition: 'https://schema.org/UsedCondition',
    offers: offer,
  };
  const description = summarize(l.description || l.shortDescription, 500);
  if (description) car.description = description;
  if (image) car.image = image.url;
  if (v.make) car.brand = { '@type': 'Brand', name: v.make };
  if (v.model) car.model = v.model;
  if (v.year) car.vehicleModelDate = String(v.year);
  if (typeof v.mileage === 'number') {
    car.mileageFromOdometer = { '@type': 'QuantitativeValue', value: v.mileage, unitCode: 'SMI' };
  }
  if (l.vinValue) car.vehicleIdentificationNumber = l.vinValue;
  if (v.exteriorColor) car.color = v.exteriorColor;
  if (v.interiorColor) car.vehicleInteriorColor = v.interiorColor;
  if (v.fuelType) car.fuelType = v.fuelType;
  if (v.transmission) car.vehicleTransmission = v.transmission;
  if (v.bodyType) car.bodyType = v.bodyType;
  if (v.drivetrain) car.driveWheelConfiguration = v.drivetrain;
  if (v.engine) car.vehicleEngine = { '@type': 'EngineSpecification', name: v.engine };
  if (typeof v.doors === 'number') car.numberOfDoors = v.doors;
  if (typeof v.seats === 'number') car.seatingCapacity = v.seats;
  return car;
}

function addressOf(l: Listing): Record<string, string> {
  const a: Record<string, string> = { '@type': 'PostalAddress', addressCountry: 'US' };
  if (l.location?.city) a.addressLocality = l.location.city;
  if (l.location?.state) a.addressRegion = l.location.state;
  if (l.location?.zip) a.postalCode = l.location.zip;
  return a;
}

function breadcrumbs(appUrl: string, name: string, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: SITE_NAME, item: `${appUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Showroom', item: `${appUrl}/showroom` },
      { '@type': 'ListItem', position: 3, name, item: url },
    ],
  };
}

/** The head and <noscript> summary of /listings/{id} for a public listing. */
export function listingPageMeta(appUrl: string, l: Listing): PageMeta {
  const name = vehicleName(l);
  const url = `${appUrl}/listings/${l.id}`;
  const price = l.price !== null && l.price !== undefined ? formatMoneyCents(l.price) : null;
  const mileage = typeof l.vehicle?.mileage === 'number' ? `${miles.format(l.vehicle.mileage)} miles` : null;
  const place = placeOf(l);
  const sold = l.saleStatus === 'sold';
  const facts = [price, mileage, place ? `in ${place}` : null].filter(Boolean).join(', ');
  const lead = `${sold ? 'Sold: ' : ''}${name}${facts ? `, ${facts}` : ''}.`;
  const description = summarize(`${lead} ${l.shortDescription || l.description || ''}`);
  const image = coverImage(appUrl, l, `${name}, photo 1`);
  const title = `${name}${price ? ` - ${price}` : ''}${sold ? ' (sold)' : ''} | ${SITE_NAME}`;
  const body = summarize(l.description || l.shortDescription, 2000);
  return {
    status: 200,
    title,
    description,
    canonical: url,
    ogType: 'product',
    image,
    jsonLd: [carJsonLd(l, url, image), breadcrumbs(appUrl, name, url)],
    extraHead: [
      heroPreload(l),
      price ? `<meta property="product:price:amount" content="${dollars(l.price!)}" />` : undefined,
      price ? '<meta property="product:price:currency" content="USD" />' : undefined,
    ]
      .filter(Boolean)
      .join(''),
    noscript: [
      `<h1>${esc(name)}</h1>`,
      price ? `<p>Price: ${esc(price)}${sold ? ' (sold)' : ''}</p>` : '',
      mileage ? `<p>Mileage: ${esc(mileage)}</p>` : '',
      place ? `<p>Location: ${esc(place)}</p>` : '',
      image
        ? `<img src="${esc(image.url)}" alt="${esc(image.alt ?? name)}" width="${image.width ?? ''}" height="${image.height ?? ''}" />`
        : '',
      body ? `<p>${esc(body)}</p>` : '',
    ].join(''),
  };
}

/** An unknown, deleted or non-public listing: the app's Not Found page with status 404, never indexed. */
export const missingListingMeta: PageMeta = {
  status: 404,
  title: `Listing not found | ${SITE_NAME}`,
  description: 'This car is no longer listed on Revy. Browse the showroom for similar cars.',
  noindex: true,
};
