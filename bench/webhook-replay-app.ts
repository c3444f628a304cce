/**
 * The work of bench/webhook-replay.mjs, in a process of its own (it needs tsx): the app in
 * Stripe mode against the fake Stripe server, on the PostgreSQL database DATABASE_URL names.
 * A seller's listing gets a Starter checkout; the fake marks the session paid; then the same
 * signed checkout.session.completed is delivered 100 times over HTTP — 50 at once, then 50 one
 * by one with expired events (for the same, paid session) in between — and the activations
 * are counted. Sends the figures to the parent over IPC.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { PHOTO_TAG, PLAN_PRODUCT_IDS } from '@revy/shared';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { assets, assetTags } from '../apps/server/src/modules/assets/assets.table';
import { history } from '../apps/server/src/modules/history/history.table';
import { createListing } from '../apps/server/src/modules/listings';
import { checkoutPurchase } from '../apps/server/src/modules/payments';
import { payments } from '../apps/server/src/modules/payments/payments.table';
import { createPurchase } from '../apps/server/src/modules/payments';
import { purchases } from '../apps/server/src/modules/payments/purchases.table';
import { createUser } from '../apps/server/src/modules/users';
import { signedEvent, startFakeStripeServer } from '../apps/server/test/fake-stripe-server';

const SECRET = 'whsec_bench';
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 100);
const stripe = await startFakeStripeServer();
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DEMO_DATA: 'false',
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_API_BASE: stripe.url,
});
const app = await buildApp({ config, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1/payment/webhook`;
const ctx = app.ctx;

const seller = await createUser(ctx.db, {
  email: `bench-${Date.now()}@revy.local`,
  password: 'bench-password-123',
  firstName: 'Bench',
  lastName: 'Seller',
  signupMethod: 'seed',
  verified: true,
});
const listing = await createListing(ctx, seller, {
  title: '2019 Toyota RAV4 XLE',
  description: 'Bench car.',
  price: 2_450_000,
  vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', mileage: 42_000, bodyType: 'SUV' },
  location: { zip: '95112', city: 'San Jose', state: 'CA' },
});
const [asset] = await ctx.db
  .insert(assets)
  .values({ targetId: listing.id, status: 'ready', files: { cover300x200: '/x.webp' } })
  .returning();
await ctx.db.insert(assetTags).values({ assetId: asset!.id, targetId: listing.id, tag: PHOTO_TAG, ordinal: 0 });
const purchase = await createPurchase(ctx, seller, listing.id, { stripeProductId: PLAN_PRODUCT_IDS.Starter });
const started = await checkoutPurchase(ctx, seller, purchase.id, {});
const session = stripe.pay(started.payment!.checkoutSessionId!);

const completed = signedEvent(SECRET, 'checkout.session.completed', session);
const latencies: number[] = [];
const statuses: Record<string, number> = {};
let duplicates = 0;
async function deliver(e: ReturnType<typeof signedEvent>) {
  const t0 = performance.now();
  const res = await fetch(url, { method: 'POST', body: e.payload, headers: e.headers });
  latencies.push(performance.now() - t0);
  statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  const body = (await res.json()) as { duplicate?: boolean };
  if (body.duplicate) duplicates++;
}

const t0 = performance.now();
const half = Math.floor(DELIVERIES / 2);
await Promise.all(Array.from({ length: half }, () => deliver(completed)));
const concurrentMs = performance.now() - t0;
let expiredEvents = 0;
for (let i = half; i < DELIVERIES; i++) {
  // Out of order: an expired event for the session, after it was completed.
  if (i % 10 === 0) {
    await deliver(signedEvent(SECRET, 'checkout.session.expired', { ...session, status: 'expired' }));
    expiredEvents++;
  }
  await deliver(completed);
}
const settleMs = performance.now() - t0;

const [active] = await ctx.db
  .select({ n: count() })
  .from(purchases)
  .where(and(eq(purchases.listingId, listing.id), eq(purchases.status, 'ACTIVE')));
const [succeeded] = await ctx.db
  .select({ n: count() })
  .from(payments)
  .where(and(eq(payments.purchaseId, purchase.id), eq(payments.status, 'succeeded')));
const [activations] = await ctx.db
  .select({ n: count() })
  .from(history)
  .where(and(eq(history.targetId, listing.id), sql`${history.data}->>'action' = 'plan'`));
latencies.sort((a, b) => a - b);
const at = (q: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
const result = {
  deliveries: DELIVERIES,
  concurrent: half,
  expiredEventsInterleaved: expiredEvents,
  statuses,
  duplicatesIgnored: duplicates,
  activations: activations!.n,
  activePurchases: active!.n,
  succeededPayments: succeeded!.n,
  stripeSessionReads: stripe.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/checkout/sessions/'))
    .length,
  concurrentBatchMs: Math.round(concurrentMs),
  settleMs: Math.round(settleMs),
  p50Ms: at(0.5),
  p95Ms: at(0.95),
  maxMs: at(1),
};
await app.close();
await stripe.close();
process.send?.(result);
