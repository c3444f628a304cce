/**
 * One server instance of bench/feed-fanout.mjs, in a process of its own (it needs tsx): the
 * real app on the PostgreSQL database DATABASE_URL names, with the Redis feed bus (REDIS_URL)
 * on the channel of BENCH_PREFIX, shared with the other instance. With BENCH_SEED=1 it first
 * creates the bench's people and chats through the services (users without passwords, so no
 * argon2; listings published by a direct update, since a plan is beside the point here) and
 * sends them with its port; otherwise just the port. Publishes what the parent sends as
 * {publish} (the feed-only phase) and closes on 'stop'.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createSession } from '../apps/server/src/modules/auth';
import { createChat } from '../apps/server/src/modules/chats';
import { createListing } from '../apps/server/src/modules/listings';
import { listings } from '../apps/server/src/modules/listings/listings.table';
import { createUser } from '../apps/server/src/modules/users';

const CHATS = Number(process.env.BENCH_CHATS ?? 200);
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DEMO_DATA: 'false',
  SEED_VEHICLE_CATALOG: 'false',
});
const app = await buildApp({ config, logger: false, rateLimitPrefix: process.env.BENCH_PREFIX });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const ctx = app.ctx;
const client = { ip: '127.0.0.1', userAgent: 'bench' };
const run = `${Date.now().toString(36)}`;

async function person(label: string, roles?: ('concierge' | 'admin')[]) {
  const user = await createUser(ctx.db, {
    email: `${label}-${run}@bench.revy.local`,
    firstName: 'Bench',
    lastName: label,
    signupMethod: 'seed',
    verified: true,
    roles,
  });
  const { token } = await createSession(ctx.db, user.id, client);
  return { user, id: user.id, token };
}

let seed: unknown = null;
if (process.env.BENCH_SEED === '1') {
  const staff = await person('concierge', ['concierge']);
  const chats = [];
  for (let i = 0; i < CHATS; i++) {
    const [seller, buyer] = await Promise.all([person(`seller${i}`), person(`buyer${i}`)]);
    const listing = await createListing(ctx, seller.user, {
      title: `2018 Honda Civic EX #${i}`,
      description: 'Bench car.',
      price: 1_850_000,
      vehicle: { year: 2018, make: 'Honda', model: 'Civic', mileage: 51_000, bodyType: 'Sedan' },
      location: { zip: '95112', city: 'San Jose', state: 'CA' },
    });
    await ctx.db.update(listings).set({ status: 'published' }).where(eq(listings.id, listing.id));
    const chat = await createChat(ctx, buyer.user, { listingId: listing.id });
    chats.push({
      chatId: chat.id,
      listingId: listing.id,
      buyer: { id: buyer.id, token: buyer.token },
      seller: { id: seller.id, token: seller.token },
    });
  }
  seed = { staff: { id: staff.id, token: staff.token }, chats };
}

// The parent's commands: a feed message to publish straight on the bus (the feed-only phase,
// which leaves storage out of the figure), or stop.
process.on('message', async (m: unknown) => {
  if (m && typeof m === 'object' && 'publish' in m) {
    await ctx.feed.publish((m as { publish: Parameters<typeof ctx.feed.publish>[0] }).publish);
    return;
  }
  if (m !== 'stop') return;
  await app.close();
  process.exit(0);
});
process.send?.({ port, seed });
