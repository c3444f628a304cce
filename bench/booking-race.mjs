// Booking race (issue 7): 50 buyers, each from their own chat about one of a seller's five cars,
// POST /v1/event for the same slot at once, on PostgreSQL. Exactly one booking may exist after
// (counted in SQL), every other buyer gets 409. `npm run bench -- booking-race`. BENCH_DATABASE_URL
// names the server (default postgres://postgres@127.0.0.1:5432/test); a database
// bench_booking_<random> is created on it and dropped at the end. The work runs in
// bench/booking-race-app.ts (TypeScript, via tsx).
import { runTsBench } from './bench-child.mjs';
import { createBenchDatabase } from './bench-db.mjs';

export async function benchBookingRace() {
  const db = await createBenchDatabase('bench_booking');
  try {
    const result = await runTsBench('booking-race-app.ts', { DATABASE_URL: db.url });
    if (result.bookingsInDb !== 1 || result.statuses['200'] !== 1 || result.statuses['409'] !== result.buyers - 1) {
      throw new Error(`booking race did not end with exactly one booking: ${JSON.stringify(result)}`);
    }
    return result;
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchBookingRace(), null, 2));
}
