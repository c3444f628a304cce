import fs from 'node:fs';
import { boundingBox, distanceMiles, type LatLng, zipLocations } from './zip-locations';

export type ZipPlace = { city: string; state: string };

const CSV = new URL('./zips/us-zip-places.csv', import.meta.url);
/** "City,ST" per ZIP, split on read: one string per ZIP keeps the 33,642 rows near 3 MB. */
let byZip: Map<string, string> | undefined;

/**
 * The city and state of a US ZIP code (GeoNames, CC BY 4.0: zips/NOTICE.md), or null when we do not know them (Puerto
 * Rico and a few others). Loaded on the first call, which is the first listing saved with a ZIP; then kept.
 */
export function zipPlace(zip: string): ZipPlace | null {
  if (!byZip) {
    const map = new Map<string, string>();
    const lines = fs.readFileSync(CSV, 'utf8').split('\n');
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      const comma = line.indexOf(',');
      if (comma === 5) map.set(line.slice(0, 5), line.slice(6));
    }
    byZip = map;
  }
  const place = byZip.get(zip.trim());
  if (!place) return null;
  const comma = place.lastIndexOf(',');
  return { city: place.slice(0, comma), state: place.slice(comma + 1) };
}

/** Past this, a position is not near any US ZIP we know (abroad, or at sea): the caller says so instead. */
export const MAX_NEAREST_ZIP_MILES = 100;

type Cell = { zip: string; lat: number; lng: number }[];
/** The ZIP centres in one-degree cells, keyed `floor(lat),floor(lng)`; built on the first look-up. */
let grid: Map<string, Cell> | undefined;

function zipGrid(): Map<string, Cell> {
  if (!grid) {
    const cells = new Map<string, Cell>();
    for (const [zip, p] of zipLocations()) {
      const key = `${Math.floor(p.lat)},${Math.floor(p.lng)}`;
      const cell = cells.get(key);
      if (cell) cell.push({ zip, ...p });
      else cells.set(key, [{ zip, ...p }]);
    }
    grid = cells;
  }
  return grid;
}

/**
 * The ZIP whose centre is nearest `point`, within MAX_NEAREST_ZIP_MILES, or null. Reads only the cells of the box
 * that holds every point that close (a few dozen cells, some hundred centres), never the whole list.
 */
export function nearestZip(point: LatLng): { zip: string; location: LatLng; miles: number } | null {
  const box = boundingBox(point, MAX_NEAREST_ZIP_MILES);
  const cells = zipGrid();
  let best: { zip: string; location: LatLng; miles: number } | null = null;
  for (let i = Math.floor(box.minLat); i <= Math.floor(box.maxLat); i++) {
    for (let j = Math.floor(Math.max(-180, box.minLng)); j <= Math.floor(Math.min(180, box.maxLng)); j++) {
      for (const c of cells.get(`${i},${j}`) ?? []) {
        const miles = distanceMiles(point, c);
        if (
          miles <= MAX_NEAREST_ZIP_MILES &&
          (!best || miles < best.miles || (miles === best.miles && c.zip < best.zip))
        )
          best = { zip: c.zip, location: { lat: c.lat, lng: c.lng }, miles };
      }
    }
  }
  return best;
}
