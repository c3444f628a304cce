// Pricing estimate (issue 6): GET /v1/listing/{id}/pricing's work — read the listing, one
// comparables query, the estimate, the upsert of listing_price_estimates — timed through the
// service for 1,000 random published listings among 100,000 generated ones (the listing-search
// generator, plus 5% of them sold in the last year), on PostgreSQL. Target: p95 < 100 ms.
// `npm run bench -- pricing-estimate`. BENCH_DATABASE_URL names the server (default
// postgres://postgres@127.0.0.1:5432/test); a database bench_pricing_<random> is created on it
// and dropped at the end. The work runs in bench/pricing-estimate-app.ts (TypeScript, via tsx).
import { runTsBench } from './bench-child.mjs';
import { createBenchDatabase } from './bench-db.mjs';

export async function benchPricingEstimate() {
  const db = await createBenchDatabase('bench_pricing');
  try {
    const result = await runTsBench('pricing-estimate-app.ts', { DATABASE_URL: db.url });
    return result;
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchPricingEstimate(), null, 2));
}
