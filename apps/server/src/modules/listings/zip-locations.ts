import fs from 'node:fs';

export type LatLng = { lat: number; lng: number };

const CSV = new URL('./zips/us-zip-centroids.csv', import.meta.url);
let byZip: Map<string, LatLng> | undefined;

/**
 * The centre of a US ZIP code (Census ZCTA centroid; zips/build-zip-centroids.mjs), or null
 * when we do not know it. The 33,791 rows (~0.8 MB) load on first use and stay in memory.
 */
export function zipLocation(zip: string): LatLng | null {
  return zipLocations().get(zip.trim()) ?? null;
}

/** Every ZIP centre we know (loaded on first use): the nearest-ZIP index reads them all once. */
export function zipLocations(): ReadonlyMap<string, LatLng> {
  if (!byZip) {
    const map = new Map<string, LatLng>();
    const lines = fs.readFileSync(CSV, 'utf8').split('\n');
    for (let i = 1; i < lines.length; i++) {
      const [z, lat, lng] = lines[i]!.split(',');
      if (z && lat && lng) map.set(z, { lat: Number(lat), lng: Number(lng) });
    }
    byZip = map;
  }
  return byZip;
}

const EARTH_RADIUS_MILES = 3958.7613;
const MILES_PER_DEGREE_LAT = 69.0547;

/**
 * A box around `center` that contains every point within `miles` (for the (lat, lng) index);
 * the exact distance is checked afterwards. Near the poles the longitude span is capped at 180.
 */
export function boundingBox(center: LatLng, miles: number) {
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const cos = Math.cos((center.lat * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, miles / (MILES_PER_DEGREE_LAT * cos));
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

/** Great-circle distance in miles (haversine); the SQL twin is in listings.repo.ts. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export { EARTH_RADIUS_MILES };
