import type { NearestZip, NearestZipQuery } from '@revy/shared';
import { AppError } from '../../lib/errors';
import { nearestZip, zipPlace } from './zip-places';

export const NO_ZIP_NEAR =
  "We couldn't find a US ZIP code near your location. Revy lists cars in the United States: type a ZIP code instead.";

/**
 * "Use my location" (issue 19): the US ZIP code nearest the browser's position, from the bundled ZIP centres, so the
 * showroom can search and sort by distance from it. 404 far from every US ZIP (abroad, at sea). Nothing is stored.
 */
export function findNearestZip(q: NearestZipQuery): NearestZip {
  const hit = nearestZip({ lat: q.lat, lng: q.lng });
  if (!hit) throw new AppError('NOT_FOUND', NO_ZIP_NEAR);
  const place = zipPlace(hit.zip);
  return {
    zip: hit.zip,
    city: place?.city ?? null,
    state: place?.state ?? null,
    lat: hit.location.lat,
    lng: hit.location.lng,
    distance: Math.round(hit.miles * 10) / 10,
  };
}
