// Built-in vehicle history report (issue 18, decision 039): time to draw one report PDF with pdf-lib, a typical car
// and a long one, 200 runs each after a first (cold) one. Pure code, no database.
// `npm run bench -- vin-report`. The work runs in bench/vin-report-app.ts (TypeScript, via tsx).
import { runTsBench } from './bench-child.mjs';

export async function benchVinReport() {
  return runTsBench('vin-report-app.ts');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchVinReport(), null, 2));
}
