/**
 * The work of bench/booking-race.mjs, in a process of its own (it needs tsx): the real app on
 * the PostgreSQL database DATABASE_URL names. One seller with BENCH_LISTINGS published cars (by
 * a direct update: a plan is beside the point) and BENCH_BUYERS buyers, each with a chat about
 * one of the cars (round robin) and a session; the seller's default event type made to need no
 * confirmation, so a booking blocks its slot. Then every buyer POSTs /v1/event for the same slot
 * at once over HTTP. The bookings are counted in SQL; figures go to the parent over IPC.
 */
import { and, count, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createOutboxMailer } from '../apps/server/src/adapters/mail';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { mailLogFor } from '../apps/server/src/modules/mail';
import { createSession } from '../apps/server/src/modules/auth';
import { createChat } from '../apps/server/src/modules/chats';
import { chats } from '../apps/server/src/modules/chats/chats.table';
import { eventTypeForListing, updateEventType } from '../apps/server/src/modules/events';
import { events } from '../apps/server/src/modules/events/events.table';
import { createListing } from '../apps/server/src/modules/listings';
import { listings } from '../apps/server/src/modules/listings/listings.table';
import { createUser } from '../apps/server/src/modules/users';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 5);
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DEMO_DATA: 'false',
  SEED_VEHICLE_CATALOG: 'false',
});
// The outbox mailer without its console boxes (two per booking): the mail is still recorded.
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({
  config,
  database,
  logger: false,
  mailer: createOutboxMailer({ log: mailLogFor(database.db), print: false }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const ctx = app.ctx;
const run = Date.now().toString(36);
const client = { ip: '127.0.0.1', userAgent: 'bench' };

async function person(label: string) {
  const user = await createUser(ctx.db, {
    email: `${label}-${run}@bench.revy.local`,
    firstName: 'Bench',
    lastName: label,
    signupMethod: 'seed',
    verified: true,
  });
  const { token } = await createSession(ctx.db, user.id, client);
  return { user, token };
}

const seller = await person('seller');
const cars: string[] = [];
for (let i = 0; i < LISTINGS; i++) {
  const listing = await createListing(ctx, seller.user, {
    title: `2019 Toyota RAV4 XLE #${i}`,
    description: 'Bench car.',
    price: 2_450_000,
    vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', mileage: 42_000, bodyType: 'SUV' },
    location: { zip: '95112', city: 'San Jose', state: 'CA' },
  });
  await ctx.db.update(listings).set({ status: 'published' }).where(eq(listings.id, listing.id));
  cars.push(listing.id);
}
const type = await eventTypeForListing(ctx, seller.user, cars[0]!, { events: false });
const ready = await updateEventType(ctx, seller.user, type.id, { requiresConfirmation: false });
const slot = ready.slots![Math.min(10, ready.slots!.length - 1)]!;
const buyers = await Promise.all(
  Array.from({ length: BUYERS }, async (_, i) => {
    const b = await person(`buyer${i}`);
    const chat = await createChat(ctx, b.user, { listingId: cars[i % cars.length]! });
    return { ...b, chatId: chat.id };
  }),
);

const latencies: number[] = [];
const statuses: Record<string, number> = {};
const messages: Record<string, number> = {};
async function attempt(b: (typeof buyers)[number]) {
  const t0 = performance.now();
  const res = await fetch(`${base}/v1/event`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `revy_session=${b.token}` },
    body: JSON.stringify({ eventTypeId: type.id, chatId: b.chatId, startAt: slot.startAt }),
  });
  const body = (await res.json()) as { message?: string };
  latencies.push(performance.now() - t0);
  statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  if (body.message) messages[body.message] = (messages[body.message] ?? 0) + 1;
}

const t0 = performance.now();
await Promise.all(buyers.map(attempt));
const wallMs = performance.now() - t0;

const [booked] = await ctx.db
  .select({ n: count() })
  .from(events)
  .where(and(eq(events.eventTypeId, type.id), eq(events.startAt, new Date(slot.startAt))));
const [flagged] = await ctx.db
  .select({ n: count() })
  .from(chats)
  .where(and(eq(chats.isTestDriveRequested, true)));
latencies.sort((a, b) => a - b);
const at = (q: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
const result = {
  buyers: BUYERS,
  listings: LISTINGS,
  slot: slot.startAt,
  statuses,
  messages,
  bookingsInDb: booked!.n,
  chatsFlagged: flagged!.n,
  wallMs: Math.round(wallMs),
  p50Ms: at(0.5),
  p95Ms: at(0.95),
  maxMs: at(1),
};
await app.close();
await database.close();
process.send?.(result);
