// Pricing estimate (issue 6): GET /v1/listing/{id}/pricing's work — read the listing, one
// comparables query, the estimate, the upsert of listing_price_estimates — timed through the
// service for 1,000 random published listings among 100,000 generated ones (the listing-search
// generator, plus 5% of them sold in the last year), on PostgreSQL. Target: p95 < 100 ms.
// `npm run bench -- pricing-estimate`. BENCH_DATABASE_URL names the server (default
// postgres://postgres@127.0.0.1:5432/test); a database bench_pricing_<random> is created on it
// and dropped at the end. The work runs in bench/pricing-estimate-app.ts (TypeScript, via tsx).
import { fork } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../scripts/lib.mjs';
import { createBenchDatabase } from './bench-db.mjs';

export async function benchPricingEstimate() {
  const db = await createBenchDatabase('bench_pricing');
  try {
    const child = fork(path.join(ROOT, 'bench/pricing-estimate-app.ts'), [], {
      cwd: ROOT,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, DATABASE_URL: db.url },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const result = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`pricing estimate exited with ${code} before reporting`)));
    });
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    return result;
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchPricingEstimate(), null, 2));
}
