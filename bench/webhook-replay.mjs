// Webhook replay: the same signed checkout.session.completed delivered 100 times to the app in
// Stripe mode (against the tests' fake Stripe server) — 50 at once, then 50 one by one with
// expired events in between — on PostgreSQL. It must activate the plan exactly once.
// `npm run bench -- webhook-replay`. BENCH_DATABASE_URL names the server (default
// postgres://postgres@127.0.0.1:5432/test); a database bench_webhooks_<random> is created on it
// and dropped at the end. The work runs in bench/webhook-replay-app.ts (TypeScript, via tsx).
import { runTsBench } from './bench-child.mjs';
import { createBenchDatabase } from './bench-db.mjs';

export async function benchWebhookReplay() {
  const db = await createBenchDatabase('bench_webhooks');
  try {
    const result = await runTsBench('webhook-replay-app.ts', { DATABASE_URL: db.url });
    if (result.activations !== 1 || result.activePurchases !== 1 || result.succeededPayments !== 1) {
      throw new Error(`webhook replay activated ${result.activations} times: ${JSON.stringify(result)}`);
    }
    return result;
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchWebhookReplay(), null, 2));
}
